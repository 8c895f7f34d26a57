// @vitest-environment happy-dom
// The service against a fake Solana JSON-RPC node (the harness's fetch): balances read from the chain
// (decimals-0 tokens and malformed node answers dropped), the SOL and SPL transfers the wallet is
// asked to sign and send (decoded back with web3.js), and the confirmation.
import { afterEach, describe, expect, it } from 'vitest';
import { PublicKey, SystemInstruction, SystemProgram, Transaction } from '@solana/web3.js';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { testDevnet } from '@gangway/lib-wallet/testing';
import type { Network, TokenBalance } from '@gangway/kernel';
import { base58Encode } from './base58';
import { connectorIdOf } from './discovery';
import { FakeSolanaWallet, registerWallet } from './fake-wallet.test-util';
import { chainSolanaManifest } from './manifest';
import { solanaDevnet, solanaService } from './public';
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM, associatedTokenAddress } from './spl';

const RPC = 'http://solana.test:8899';
const devnet: Network = { ...solanaDevnet, rpcUrls: { default: { http: [RPC] } } };
const USDC = 'GkduNMzCvQNVzoxUYpmyRfAktgJDqXL4AVSMMCX2xQmz';
const NFT = 'Hcq66m7q3HQGXaYDEZ5D82tHLquhdcBZtakrjzBZAnqB';
const TO = '9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5';
const BLOCKHASH = '11111111111111111111111111111111';
const ctx = { slot: 5 };
const tokenAccount = (mint: string, owner: string, amount: string, decimals: number) => ({
  pubkey: TO,
  account: {
    data: { program: 'spl-token', parsed: { type: 'account', info: { mint, owner, tokenAmount: { amount, decimals, uiAmount: 0, uiAmountString: '0' }, state: 'initialized', isNative: false } }, space: 165 },
    executable: false, lamports: 2039280, owner: TOKEN_PROGRAM.toBase58(), rentEpoch: 0, space: 165,
  },
});

/** A parsed account that is not a token account as expected (no tokenAmount): skipped. */
const unexpected = { ...tokenAccount(USDC, TO, '5', 6), account: { ...tokenAccount(USDC, TO, '5', 6).account, data: { program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6 } }, space: 82 } } };

const cleanups: (() => void)[] = [];
afterEach(() => { for (const c of cleanups.splice(0)) c(); });

function node(owner: string) {
  const methods: string[] = [];
  const api = fakeFetch({
    'POST /': (call) => {
      const { id, method } = call.body as { id: number; method: string };
      methods.push(method);
      const result = ({
        getBalance: { context: ctx, value: 2_500_000_000 },
        getTokenAccountsByOwner: { context: ctx, value: [tokenAccount(USDC, owner, '1250000', 6), tokenAccount(NFT, owner, '1', 0), tokenAccount(USDC, owner, '0', 6), unexpected] },
        getLatestBlockhash: { context: ctx, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 150 } },
        getSignatureStatuses: { context: ctx, value: [{ slot: 5, confirmations: null, err: null, status: { Ok: null }, confirmationStatus: 'confirmed' }] },
      } as Record<string, unknown>)[method];
      return { json: result === undefined ? { jsonrpc: '2.0', id, error: { code: -32601, message: 'nope' } } : { jsonrpc: '2.0', id, result } };
    },
  });
  return { ...api, methods };
}

async function setup() {
  const wallet = new FakeSolanaWallet();
  cleanups.push(registerWallet(wallet));
  const rpc = node(wallet.address);
  const h = createPluginHarness(chainSolanaManifest, { options: { networks: [testDevnet, devnet] }, fetch: rpc.fetch });
  cleanups.push(() => h.gangway.destroy());
  await h.activate();
  await h.kernel.connect({ connectorId: connectorIdOf('Fake Solana') });
  return { h, wallet, rpc, service: h.service(solanaService)! };
}

const sol: TokenBalance = { name: 'Solana', symbol: 'SOL', chainId: devnet.caipNetworkId, price: 0, iconUrl: '', quantity: { decimals: '9', numeric: '2.5' } };
const usdc: TokenBalance = { ...sol, name: 'USDC', symbol: 'USDC', address: `${devnet.caipNetworkId}:${USDC}`, quantity: { decimals: '6', numeric: '1.25' } };

describe('the service on a Solana node', () => {
  it('reads SOL and SPL balances; decimals-0 tokens, empty accounts and malformed answers are dropped', async () => {
    const { service, wallet } = await setup();
    const balances = await service.getBalances(wallet.address);
    expect(balances.map((b) => [b.symbol, b.quantity.numeric, b.address])).toEqual([
      ['SOL', '2.5', undefined],
      ['Gkdu…xQmz', '1.25', `${devnet.caipNetworkId}:${USDC}`],
    ]);
    await expect(service.getBalances('not-an-address')).rejects.toThrow('Invalid Solana address not-an-address');
  });

  it('SOL: a System Program transfer of the lamports, fee paid by the sender, signed and sent by the wallet', async () => {
    const { service, wallet, rpc } = await setup();
    const signature = await service.sendTransfer({ token: sol, from: wallet.address, to: TO, amount: 1_500_000_000n });
    expect(signature).toBe(base58Encode(new Uint8Array(64).fill(1))); // the wallet's 64 bytes, base58
    const tx = Transaction.from(wallet.sent[0]);
    expect(tx.feePayer?.toBase58()).toBe(wallet.address);
    expect(tx.recentBlockhash).toBe(BLOCKHASH);
    expect(tx.instructions).toHaveLength(1);
    expect(tx.instructions[0].programId.equals(SystemProgram.programId)).toBe(true);
    expect(SystemInstruction.decodeTransfer(tx.instructions[0])).toMatchObject({ toPubkey: new PublicKey(TO), lamports: 1_500_000_000n });
    expect(await service.confirm(signature)).toBe('success');
    expect(rpc.methods).toEqual(['getLatestBlockhash', 'getSignatureStatuses']);
  });

  it('SPL: creates the receiver token account if missing, then TransferChecked between the associated accounts', async () => {
    const { service, wallet } = await setup();
    await service.sendTransfer({ token: usdc, from: wallet.address, to: TO, amount: 12_500_000n });
    const tx = Transaction.from(wallet.sent[0]);
    const [create, transfer] = tx.instructions;
    const mint = new PublicKey(USDC);
    const target = associatedTokenAddress(mint, new PublicKey(TO));
    expect(create.programId.equals(ASSOCIATED_TOKEN_PROGRAM)).toBe(true);
    expect([...create.data]).toEqual([1]);
    expect(create.keys.map((k) => k.pubkey.toBase58())).toEqual([wallet.address, target.toBase58(), TO, USDC, SystemProgram.programId.toBase58(), TOKEN_PROGRAM.toBase58()]);
    expect(transfer.programId.equals(TOKEN_PROGRAM)).toBe(true);
    expect(transfer.keys.map((k) => k.pubkey.toBase58())).toEqual([associatedTokenAddress(mint, new PublicKey(wallet.address)).toBase58(), USDC, target.toBase58(), wallet.address]);
    const data = new Uint8Array(transfer.data);
    expect(data[0]).toBe(12);
    expect(new DataView(data.buffer, data.byteOffset).getBigUint64(1, true)).toBe(12_500_000n);
    expect(data[9]).toBe(6);
  });

  it('a malformed receiver never reaches the wallet', async () => {
    const { service, wallet } = await setup();
    await expect(service.sendTransfer({ token: sol, from: wallet.address, to: '0xabc', amount: 1n })).rejects.toThrow('Invalid Solana address 0xabc');
    expect(wallet.sent).toEqual([]);
  });
});
