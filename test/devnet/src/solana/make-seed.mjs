#!/usr/bin/env node
// Regenerates seed.json: the signed start-up transaction of the Solana devnet (a 6-decimal SPL mint
// "USD Coin (devnet)" plus an associated token account with 1000 USDC for each test account).
// Precomputed so start-up needs neither @solana/web3.js nor @solana/spl-token (blockhash checks are off
// in the devnet's LiteSVM, so a fixed blockhash is fine). Run: node test/devnet/src/solana/make-seed.mjs
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createAssociatedTokenAccountIdempotentInstruction, createInitializeMint2Instruction, createMintToInstruction, getAssociatedTokenAddressSync, MINT_SIZE, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { LiteSVM } from 'litesvm';
import { solanaAccounts } from '../accounts.mjs';

const seedKey = (/** @type {string} */ s) => Keypair.fromSeed(createHash('sha256').update(s).digest());
const authority = seedKey('gangway-devnet-solana-authority');
const usdcMint = seedKey('gangway-devnet-solana-usdc-mint');
const rent = new LiteSVM().minimumBalanceForRentExemption(BigInt(MINT_SIZE));
const tx = new Transaction({ feePayer: authority.publicKey, recentBlockhash: 'GangwayDevnetSeedB1ockhash111111111111111111' });
tx.add(
  SystemProgram.createAccount({ fromPubkey: authority.publicKey, newAccountPubkey: usdcMint.publicKey, lamports: Number(rent), space: MINT_SIZE, programId: TOKEN_PROGRAM_ID }),
  createInitializeMint2Instruction(usdcMint.publicKey, 6, authority.publicKey, null),
);
for (const a of solanaAccounts) {
  const owner = new PublicKey(a.address);
  const ata = getAssociatedTokenAddressSync(usdcMint.publicKey, owner);
  tx.add(createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, ata, owner, usdcMint.publicKey), createMintToInstruction(usdcMint.publicKey, ata, authority.publicKey, 1_000_000_000n));
}
tx.sign(authority, usdcMint);
const out = { authority: authority.publicKey.toBase58(), mints: { USDC: usdcMint.publicKey.toBase58() }, tokenProgram: TOKEN_PROGRAM_ID.toBase58(), wire: tx.serialize().toString('base64') };
writeFileSync(new URL('./seed.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log('wrote seed.json', out.mints);
