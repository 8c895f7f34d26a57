/**
 * The Wallet Standard features of a Solana wallet, behind the RPC-style methods every Solana
 * connector answers (the embedded wallet and WalletConnect use the same shapes):
 * - solana_signMessage { message: base58, pubkey } → { signature: base58 }
 * - solana_signTransaction { transaction: base64 } → { transaction: base64 }
 * - solana_signAndSendTransaction { transaction: base64 } → { signature: base58 }
 * - solana_getAccounts / solana_requestAccounts → [{ pubkey }]
 * Every answer is validated (addresses, 64-byte signatures) before it is used.
 */
import { GangwayError, type Network } from '@gangway/kernel';
import { invalidWalletResponse, walletAnswer } from '@gangway/lib-eip155';
import { callParams, standardFeature } from '@gangway/lib-wallet';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import * as z from 'zod/mini';
import { BytesSchema, SolanaAddressSchema } from './answers';
import { base58Decode, base58Encode } from './base58';
import { WALLET_STANDARD_CHAINS } from './networks';

interface ConnectFeature { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }
interface SignMessageFeature { signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<readonly { signature: Uint8Array }[]> }
interface SignTxFeature { signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]): Promise<readonly { signedTransaction: Uint8Array }[]> }
interface SignAndSendFeature { signAndSendTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]): Promise<readonly { signature: Uint8Array }[]> }

const AccountSchema = z.looseObject({ address: SolanaAddressSchema, chains: z.optional(z.array(z.string())) });
const AccountsSchema = z.array(AccountSchema);

/** The wallet's Solana accounts, validated ('Invalid wallet response to <method>' on a malformed one). */
export function solanaAccountsOf(accounts: readonly unknown[], method: string): WalletAccount[] {
  const parsed = walletAnswer(AccountsSchema, method, accounts) as unknown as WalletAccount[];
  return parsed.filter((a) => !a.chains?.length || a.chains.some((c) => c.startsWith('solana:')));
}

/** standard:connect; at least one Solana account. */
export async function connectWallet(w: Wallet, silent = false): Promise<WalletAccount[]> {
  const connect = standardFeature<ConnectFeature>(w, 'standard:connect')!;
  const { accounts } = await connect.connect(silent ? { silent } : undefined);
  const list = solanaAccountsOf(accounts, 'standard:connect');
  if (!list.length && !silent) throw invalidWalletResponse('standard:connect', 'Expected at least one account');
  return list;
}

/** The Wallet Standard chain name of a network ('solana:devnet'), or its CAIP-2 id for another cluster. */
export function walletChainOf(network: Network | undefined): string {
  const ref = String(network?.id ?? '');
  return Object.entries(WALLET_STANDARD_CHAINS).find(([, r]) => r === ref)?.[0] ?? network?.caipNetworkId ?? 'solana:mainnet';
}
/** The CAIP-2 reference of a Wallet Standard chain name (a CAIP-2 id passes through). */
export const caipRefOf = (chain: string) => WALLET_STANDARD_CHAINS[chain] ?? chain.split(':')[1];

const toBase64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
const fromBase64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

const MessageParams = z.looseObject({ message: z.string(), pubkey: z.optional(z.string()) });
const TxParams = z.looseObject({ transaction: z.string() });

function signatureBytes(method: string, value: unknown): string {
  const bytes = walletAnswer(BytesSchema, method, value);
  if (bytes.length !== 64) throw invalidWalletResponse(method, 'Expected a signature (64 bytes)');
  return base58Encode(bytes);
}

/** Answers one RPC-style Solana request with the wallet's features, for `account` on `network`. */
export async function walletRequest(w: Wallet, account: WalletAccount, network: Network | undefined, method: string, params: unknown): Promise<unknown> {
  const missing = () => new GangwayError('INVALID_INPUT', `${w.name} does not support ${method}`);
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: account.address }];
    case 'solana_signMessage': {
      const p = callParams(MessageParams, method, params);
      const message = base58Decode(p.message);
      if (!message) throw new GangwayError('INVALID_INPUT', `Invalid params for ${method}`);
      const f = standardFeature<SignMessageFeature>(w, 'solana:signMessage');
      if (!f) throw missing();
      const [out] = await f.signMessage({ account, message });
      return { signature: signatureBytes(method, out?.signature) };
    }
    case 'solana_signTransaction': {
      const p = callParams(TxParams, method, params);
      const f = standardFeature<SignTxFeature>(w, 'solana:signTransaction');
      if (!f) throw missing();
      const [out] = await f.signTransaction({ account, transaction: fromBase64(p.transaction), chain: walletChainOf(network) });
      return { transaction: toBase64(walletAnswer(BytesSchema, method, out?.signedTransaction)) };
    }
    case 'solana_signAndSendTransaction': {
      const p = callParams(TxParams, method, params);
      const f = standardFeature<SignAndSendFeature>(w, 'solana:signAndSendTransaction');
      if (!f) throw missing();
      const [out] = await f.signAndSendTransaction({ account, transaction: fromBase64(p.transaction), chain: walletChainOf(network) });
      return { signature: signatureBytes(method, out?.signature) };
    }
    default:
      throw new GangwayError('INVALID_INPUT', `${w.name} does not support ${method}`);
  }
}
