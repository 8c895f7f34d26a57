// Solana over LiteSVM through @solana/web3.js v1: balances, airdrop, SOL and SPL-token transfers.
import { createTransferInstruction, getAccount, getAssociatedTokenAddressSync, getOrCreateAssociatedTokenAccount } from '@solana/spl-token';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, sendAndConfirmTransaction, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solanaAccounts } from '../accounts.mjs';
import { freePort } from '../lib/ports.mjs';
import { GENESIS, startSolana } from './server.mjs';

/** @type {Awaited<ReturnType<typeof startSolana>>} */ let sol;
/** @type {Connection} */ let conn;
const alice = Keypair.fromSecretKey(Buffer.from(solanaAccounts[0].secretKey, 'hex'));

beforeAll(async () => {
  sol = await startSolana({ host: '127.0.0.1', port: await freePort(), wsPort: await freePort() });
  conn = new Connection(sol.url, { commitment: 'confirmed', wsEndpoint: sol.wsUrl });
});
afterAll(async () => sol?.close());

describe('Solana devnet (LiteSVM behind JSON-RPC)', () => {
  it('answers version, health, slot and the funded test accounts', async () => {
    expect((await conn.getVersion())['solana-core']).toBeTruthy();
    expect(await conn.getSlot()).toBeGreaterThan(0);
    expect(await conn.getBalance(alice.publicKey)).toBe(100 * LAMPORTS_PER_SOL);
    expect(await conn.getMinimumBalanceForRentExemption(0)).toBeGreaterThan(0);
  });

  it('airdrops and transfers SOL with sendAndConfirmTransaction', async () => {
    const bob = Keypair.generate();
    const sig = await conn.requestAirdrop(bob.publicKey, 2 * LAMPORTS_PER_SOL);
    const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
    await conn.confirmTransaction({ signature: sig, blockhash, lastValidBlockHeight });
    expect(await conn.getBalance(bob.publicKey)).toBe(2 * LAMPORTS_PER_SOL);

    const carol = Keypair.generate().publicKey;
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: bob.publicKey, toPubkey: carol, lamports: LAMPORTS_PER_SOL / 2 }));
    const sent = await sendAndConfirmTransaction(conn, tx, [bob]);
    expect((await conn.getSignatureStatuses([sent])).value[0]?.err).toBeNull();
    expect(await conn.getBalance(carol)).toBe(LAMPORTS_PER_SOL / 2);
    expect(await conn.getBalance(bob.publicKey)).toBe(1.5 * LAMPORTS_PER_SOL - 5000);
    expect((await conn.getSignaturesForAddress(bob.publicKey)).map((s) => s.signature)).toContain(sent);
  });

  it('rejects a transaction with an insufficient balance', async () => {
    const poor = Keypair.generate();
    await conn.requestAirdrop(poor.publicKey, 10_000_000);
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: alice.publicKey, lamports: LAMPORTS_PER_SOL }));
    await expect(sendAndConfirmTransaction(conn, tx, [poor])).rejects.toThrow(/simulation failed|failed/i);
  });

  it('transfers the seeded SPL token (USDC, 6 decimals) between accounts', async () => {
    const mint = new PublicKey(sol.mints.USDC);
    const bob = Keypair.generate();
    const fromAta = getAssociatedTokenAddressSync(mint, alice.publicKey);
    expect((await conn.getTokenAccountBalance(fromAta)).value).toMatchObject({ amount: '1000000000', decimals: 6 });
    const toAta = await getOrCreateAssociatedTokenAccount(conn, alice, mint, bob.publicKey);
    const tx = new Transaction().add(createTransferInstruction(fromAta, toAta.address, alice.publicKey, 12_500_000n));
    await sendAndConfirmTransaction(conn, tx, [alice]);
    expect((await getAccount(conn, toAta.address)).amount).toBe(12_500_000n);
    const owned = await conn.getTokenAccountsByOwner(bob.publicKey, { mint });
    expect(owned.value).toHaveLength(1);
    const parsed = await conn.getParsedTokenAccountsByOwner(alice.publicKey, { mint });
    expect(parsed.value[0].account.data.parsed.info.tokenAmount.uiAmount).toBe(987.5);
  });
});

describe('a second cluster (testnet genesis hash)', () => {
  /** @type {Awaited<ReturnType<typeof startSolana>>} */ let sol2;
  /** @type {Connection} */ let conn2;
  beforeAll(async () => {
    sol2 = await startSolana({ host: '127.0.0.1', port: await freePort(), wsPort: await freePort(), genesisHash: GENESIS.testnet });
    conn2 = new Connection(sol2.url, 'confirmed');
  });
  afterAll(async () => sol2?.close());

  it('answers its own genesis hash, so its CAIP-2 id differs from the first cluster', async () => {
    expect(await conn.getGenesisHash()).toBe(GENESIS.devnet);
    expect(await conn2.getGenesisHash()).toBe(GENESIS.testnet);
    expect(sol.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(sol2.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z');
  });

  it('is seeded like the first and keeps its own state', async () => {
    expect(await conn2.getBalance(alice.publicKey)).toBe(100 * LAMPORTS_PER_SOL);
    const ata = getAssociatedTokenAddressSync(new PublicKey(sol2.mints.USDC), alice.publicKey);
    expect((await conn2.getTokenAccountBalance(ata)).value.amount).toBe('1000000000');
    const bob = Keypair.generate().publicKey;
    await conn2.requestAirdrop(bob, 3 * LAMPORTS_PER_SOL);
    expect(await conn2.getBalance(bob)).toBe(3 * LAMPORTS_PER_SOL);
    expect(await conn.getBalance(bob)).toBe(0);
  });
});
