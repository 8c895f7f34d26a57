/**
 * The @solana/web3.js part of the service: a chunk of its own (`solana-web3`), fetched on the first
 * balance read, transfer or confirmation — never for the Connect view's wallet list.
 * Transfers: SOL through the System Program; SPL through the Token Program's TransferChecked between
 * the associated token accounts, creating the receiver's account first when it is missing (the sender
 * pays its rent), as wallets do.
 */
import { Connection, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { associatedTokenAddress, createAssociatedTokenAccountIdempotent, TOKEN_PROGRAM, transferChecked } from './spl';
import type { Network, TokenBalance } from '@gangway/kernel';
import * as z from 'zod/mini';

const connections = new Map<string, Connection>();
/** Spec §9: HTTP RPC default timeout 10 s. */
const RPC_TIMEOUT_MS = 10_000;

export function connectionFor(url: string): Connection {
  let c = connections.get(url);
  if (!c) {
    const fetchWithTimeout: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(RPC_TIMEOUT_MS) });
    c = new Connection(url, { commitment: 'confirmed', fetch: fetchWithTimeout, disableRetryOnRateLimit: true });
    connections.set(url, c);
  }
  return c;
}

/** What the RPC node answers for token accounts (outside input: validated). */
const ParsedTokenAccountSchema = z.object({
  account: z.object({
    data: z.object({
      parsed: z.object({
        info: z.object({
          mint: z.string(),
          tokenAmount: z.object({ amount: z.string().check(z.regex(/^\d+$/)), decimals: z.number() }),
        }),
      }),
    }),
  }),
});

const formatUnits = (raw: bigint, decimals: number) => {
  const s = raw.toString().padStart(decimals + 1, '0');
  const int = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
};

/** SOL and SPL balances of an owner (zero-balance token accounts left out; decimals-0 tokens dropped by the caller). */
export async function readBalances(url: string, network: Network, owner: string): Promise<TokenBalance[]> {
  const c = connectionFor(url);
  const key = new PublicKey(owner);
  const [lamports, tokens] = await Promise.all([c.getBalance(key), c.getParsedTokenAccountsByOwner(key, { programId: TOKEN_PROGRAM })]);
  const native: TokenBalance = {
    name: network.nativeCurrency.name, symbol: network.nativeCurrency.symbol, chainId: network.caipNetworkId, price: 0, iconUrl: '',
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: formatUnits(BigInt(lamports), network.nativeCurrency.decimals) },
  };
  const spl = tokens.value.flatMap((t): TokenBalance[] => {
    const r = z.safeParse(ParsedTokenAccountSchema, t);
    if (!r.success) return [];
    const { mint, tokenAmount } = r.data.account.data.parsed.info;
    if (tokenAmount.amount === '0') return [];
    // The chain has no names: the mint stands in (the balance API adds names and prices).
    const short = `${mint.slice(0, 4)}…${mint.slice(-4)}`;
    return [{ name: short, symbol: short, chainId: network.caipNetworkId, address: `${network.caipNetworkId}:${mint}`, price: 0, iconUrl: '',
      quantity: { decimals: String(tokenAmount.decimals), numeric: formatUnits(BigInt(tokenAmount.amount), tokenAmount.decimals) } }];
  });
  return [native, ...spl];
}

/** The unsigned transfer, serialised for the wallet (base64 wire format, fee payer = sender). */
export async function buildTransfer(url: string, t: { token: TokenBalance; from: string; to: string; amount: bigint }): Promise<string> {
  const c = connectionFor(url);
  const from = new PublicKey(t.from);
  const to = new PublicKey(t.to.trim());
  const mint = t.token.address ? new PublicKey(t.token.address.split(':').pop()!) : undefined;
  const instructions: TransactionInstruction[] = [];
  if (!mint) {
    instructions.push(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: t.amount }));
  } else {
    const source = associatedTokenAddress(mint, from);
    const target = associatedTokenAddress(mint, to);
    instructions.push(
      createAssociatedTokenAccountIdempotent(from, target, to, mint),
      transferChecked(source, mint, target, from, t.amount, Number(t.token.quantity.decimals)),
    );
  }
  const { blockhash, lastValidBlockHeight } = await c.getLatestBlockhash();
  const tx = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(...instructions);
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
}

/** Polls the signature's status until confirmed (or `timeoutMs`). */
export async function confirmSignature(url: string, signature: string, timeoutMs = 60_000, pollMs = 500): Promise<'success' | 'failed'> {
  const c = connectionFor(url);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { value: [status] } = await c.getSignatureStatuses([signature]);
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return status.err ? 'failed' : 'success';
    if (Date.now() > deadline) throw new Error(`Transaction ${signature} was not confirmed within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** ed25519 check of a message signature against a base58 public key. */
export async function verifyMessage(message: Uint8Array, signature: Uint8Array, publicKey: string): Promise<boolean> {
  const { ed25519 } = await import('@noble/curves/ed25519.js');
  return ed25519.verify(signature, message, new PublicKey(publicKey).toBytes());
}
