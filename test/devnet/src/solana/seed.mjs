// Start-up state of the Solana devnet: SOL for the test accounts and a 6-decimal SPL token
// ("USD Coin (devnet)") with associated token accounts for each test account. Deterministic keys.
import { createHash } from 'node:crypto';
import { createAssociatedTokenAccountIdempotentInstruction, createInitializeMint2Instruction, createMintToInstruction, getAssociatedTokenAddressSync, MINT_SIZE, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { solanaAccounts } from '../accounts.mjs';

export const TOKEN_PROGRAM = TOKEN_PROGRAM_ID.toBase58();
const seedKey = (/** @type {string} */ s) => Keypair.fromSeed(createHash('sha256').update(s).digest());

/** @param {ReturnType<typeof import('./chain.mjs').createSolanaChain>} chain */
export function seedSolana(chain) {
  const authority = seedKey('gangway-devnet-solana-authority');
  const usdcMint = seedKey('gangway-devnet-solana-usdc-mint');
  chain.airdrop(authority.publicKey.toBase58(), 1_000_000_000_000n);
  for (const a of solanaAccounts) chain.airdrop(a.address, 100_000_000_000n);

  const owners = solanaAccounts.map((a) => new PublicKey(a.address));
  const tx = new Transaction({ feePayer: authority.publicKey, recentBlockhash: chain.blockhash() });
  tx.add(
    SystemProgram.createAccount({ fromPubkey: authority.publicKey, newAccountPubkey: usdcMint.publicKey, lamports: Number(chain.rent(BigInt(MINT_SIZE))), space: MINT_SIZE, programId: TOKEN_PROGRAM_ID }),
    createInitializeMint2Instruction(usdcMint.publicKey, 6, authority.publicKey, null),
  );
  for (const owner of owners) {
    const ata = getAssociatedTokenAddressSync(usdcMint.publicKey, owner);
    tx.add(createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, ata, owner, usdcMint.publicKey), createMintToInstruction(usdcMint.publicKey, ata, authority.publicKey, 1_000_000_000n));
  }
  tx.sign(authority, usdcMint);
  const res = chain.send(tx.serialize());
  if (res.err) throw new Error(`solana seed failed: ${JSON.stringify(res.err)} ${res.logs.join('\n')}`);
  return { authority: authority.publicKey.toBase58(), mints: { USDC: usdcMint.publicKey.toBase58() } };
}
