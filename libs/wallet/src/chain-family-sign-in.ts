/**
 * What sign-in (the siwx plugin, spec §3/§4) needs of a chain family: how its message names the
 * account, how addresses compare, how the wallet signs and how a signature is checked. A family
 * that leaves `signIn` out simply has no sign-in ('Sign-in is not supported on <chain>').
 *
 * The minimum a new family provides is `accountName` and `verify`: the message is then CAIP-122's
 * text layout (EIP-4361's lines, "your <accountName> account", the bare chain reference on the Chain
 * ID line; hosted mode names the network and writes the whole CAIP-2 id instead), and the wallet
 * signs it through the family's `signMessage`. Verifier code is usually heavy (curves, a Bitcoin
 * library): keep it behind a dynamic import inside `verify`, so the family's plugin chunk stays small
 * and the code loads only when someone signs in.
 */

/** The fields of a sign-in message (spec §3). Times are ISO-8601 strings; `chainId` is CAIP-2. */
export interface SignInFields {
  chainId: string;
  accountAddress: string;
  nonce: string;
  domain: string;
  uri: string;
  version: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
  statement?: string;
}

export interface FamilySignIn {
  /** The account word of the message's first line: "<domain> wants you to sign in with your <accountName> account:". */
  readonly accountName: string;
  /**
   * The form addresses are compared and sessions keyed in, when spelling can differ for one account
   * (eip155's hex is case-insensitive: lowercased). Absent: addresses compare as written.
   */
  normalizeAddress?(address: string): string;
  /**
   * The family's own message standard, for local and server mode, when it is not CAIP-122's layout
   * (eip155: EIP-4361, whose text differs in blank lines and checksummed addresses). `parse` must
   * refuse any text `format` would not write exactly: the verifier trusts the fields it returns.
   */
  message?: {
    format(fields: SignInFields): Promise<string>;
    parse(text: string): Promise<SignInFields>;
  };
  /**
   * Has the connected wallet sign the text as `address`, when sign-in asks differently from the
   * family's `signMessage` (eip155 sends the text hex-encoded, as wallets detect EIP-4361 in it).
   */
  sign?(text: string, address: string): Promise<string>;
  /**
   * Whether `signature` is `address`'s signature of `message` on the chain `chainId` (CAIP-2). False
   * for anything malformed: it never throws for a bad signature.
   */
  verify(input: { message: string; address: string; signature: string; chainId: string }): Promise<boolean>;
}
