/**
 * The Wallet Standard features of a Bitcoin wallet, behind the request methods every Bitcoin
 * connector answers (the WalletConnect bip122 names):
 * - getAccountAddresses → [{ address, purpose, publicKey }]
 * - signMessage { message, address } → { address, signature } (BIP-322 simple, base64)
 * - signPsbt { psbt, signInputs } → { psbt } (signed, not finalized)
 * Features used: `bitcoin:connect` ({ purposes }) or `standard:connect`, `bitcoin:signMessage`
 * ({ account, message } → { signature: witness bytes }), `bitcoin:signTransaction` ({ psbt,
 * inputsToSign: [{ account, signingIndexes }], chain } → { signedPsbt }); `standard:events` and
 * `standard:disconnect` through lib-wallet. Every answer is validated before it is used.
 */
import { GangwayError } from '@gangway/kernel';
import { invalidWalletResponse, walletAnswer } from '@gangway/lib-eip155';
import { callParams, standardFeature } from '@gangway/lib-wallet';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { base64, hex } from '@scure/base';
import * as z from 'zod/mini';
import { isBitcoinAddress, purposeOf } from './addresses';
import { WALLET_STANDARD_CHAINS } from './networks';
import type { BitcoinAddress } from './public';

interface ConnectFeature { connect(input?: { silent?: boolean; purposes?: string[] }): Promise<{ accounts: readonly WalletAccount[] }> }
interface SignMessageFeature { signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<readonly { signature: Uint8Array }[]> }
interface SignTxFeature {
  signTransaction(...inputs: { psbt: Uint8Array; inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]; chain?: string }[]): Promise<readonly { signedPsbt: Uint8Array }[]>;
}

const BytesSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array);
export const BitcoinAddressSchema = z.string().check(z.refine((a) => isBitcoinAddress(a), 'Expected a Bitcoin address'));
const AccountSchema = z.looseObject({ address: BitcoinAddressSchema, publicKey: z.optional(BytesSchema), chains: z.optional(z.array(z.string())) });
const AccountsSchema = z.array(AccountSchema);

/** The wallet's Bitcoin accounts, validated ('Invalid wallet response to <method>' on a malformed one). */
export function bitcoinAccountsOf(accounts: readonly unknown[], method: string): WalletAccount[] {
  const parsed = walletAnswer(AccountsSchema, method, accounts) as unknown as WalletAccount[];
  return parsed.filter((a) => !a.chains?.length || a.chains.some((c) => c.startsWith('bitcoin:') || c.startsWith('bip122:')));
}

/** Connects (asking for payment and ordinals addresses); at least one Bitcoin account unless silent. */
export async function connectWallet(w: Wallet, silent = false): Promise<WalletAccount[]> {
  const btc = standardFeature<ConnectFeature>(w, 'bitcoin:connect');
  const std = standardFeature<ConnectFeature>(w, 'standard:connect');
  const method = btc && !silent ? 'bitcoin:connect' : std ? 'standard:connect' : 'bitcoin:connect';
  let raw: readonly unknown[];
  if (silent && !std) raw = w.accounts; // no silent connect: the accounts it still grants are its current ones
  else if (method === 'bitcoin:connect') raw = (await btc!.connect({ purposes: ['payment', 'ordinals'] })).accounts;
  else raw = (await std!.connect(silent ? { silent } : undefined)).accounts;
  const list = bitcoinAccountsOf(raw ?? [], method);
  if (!list.length && !silent) throw invalidWalletResponse(method, 'Expected at least one account');
  return list;
}

/** The CAIP-2 reference of a Wallet Standard chain name ('bitcoin:regtest'); a CAIP-2 id passes through. */
export const caipRefOf = (chain: string) => WALLET_STANDARD_CHAINS[chain] ?? chain.split(':')[1];
/** The Wallet Standard chain name of a CAIP-2 reference. */
export const walletChainOf = (ref: string) => Object.entries(WALLET_STANDARD_CHAINS).find(([, r]) => r === ref)?.[0] ?? `bip122:${ref}`;

/** The accounts as addresses with their purpose, payment ones first. */
export function addressesOf(accounts: readonly WalletAccount[], ref: string): BitcoinAddress[] {
  const list = accounts.map((a) => ({ address: a.address, purpose: purposeOf(a.address, ref), ...(a.publicKey?.length ? { publicKey: hex.encode(Uint8Array.from(a.publicKey)) } : {}) }));
  return [...list.filter((a) => a.purpose === 'payment'), ...list.filter((a) => a.purpose !== 'payment')];
}

const MessageParams = z.looseObject({ message: z.string(), address: z.optional(z.string()) });
const SignInputSchema = z.looseObject({ address: z.string(), index: z.number().check(z.int(), z.nonnegative()), sighashTypes: z.optional(z.array(z.number())) });
const PsbtParams = z.looseObject({ psbt: z.string().check(z.minLength(1)), signInputs: z.array(SignInputSchema) });

function accountFor(accounts: readonly WalletAccount[], address: string | undefined, method: string): WalletAccount {
  const found = address === undefined ? accounts[0] : accounts.find((a) => a.address === address);
  if (!found) throw new GangwayError('INVALID_INPUT', `Invalid params for ${method}: ${address} is not an address of the connected wallet`);
  return found;
}

/** Answers one Bitcoin request with the wallet's features for the session's accounts on `ref`. */
export async function walletRequest(w: Wallet, accounts: readonly WalletAccount[], ref: string, method: string, params: unknown): Promise<unknown> {
  const missing = () => new GangwayError('INVALID_INPUT', `${w.name} does not support ${method}`);
  const ordered = addressesOf(accounts, ref);
  switch (method) {
    case 'getAccountAddresses':
      return ordered;
    case 'signMessage': {
      const p = callParams(MessageParams, method, params);
      const account = accountFor(accounts, p.address ?? ordered[0]?.address, method);
      const f = standardFeature<SignMessageFeature>(w, 'bitcoin:signMessage');
      if (!f) throw missing();
      const [out] = await f.signMessage({ account, message: new TextEncoder().encode(p.message) });
      const bytes = walletAnswer(BytesSchema, 'bitcoin:signMessage', out?.signature);
      return { address: account.address, signature: base64.encode(bytes) };
    }
    case 'signPsbt': {
      const p = callParams(PsbtParams, method, params);
      let psbt: Uint8Array;
      try { psbt = base64.decode(p.psbt); } catch { throw new GangwayError('INVALID_INPUT', `Invalid params for ${method}`); }
      const byAccount = new Map<WalletAccount, number[]>();
      for (const input of p.signInputs) {
        const account = accountFor(accounts, input.address, method);
        byAccount.set(account, [...(byAccount.get(account) ?? []), input.index]);
      }
      const f = standardFeature<SignTxFeature>(w, 'bitcoin:signTransaction');
      if (!f) throw missing();
      const [out] = await f.signTransaction({ psbt, inputsToSign: [...byAccount].map(([account, signingIndexes]) => ({ account, signingIndexes })), chain: walletChainOf(ref) });
      return { psbt: base64.encode(walletAnswer(BytesSchema, 'bitcoin:signTransaction', out?.signedPsbt)) };
    }
    default:
      throw missing();
  }
}
