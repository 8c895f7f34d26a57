/**
 * PSBTs with bitcoinjs-lib (the `bitcoin-sdk` chunk): the transfer the service asks a wallet to sign,
 * the check that a signed PSBT is the one that was asked for (a wallet must not change inputs or
 * outputs), and finalize + extract for the broadcast.
 * Coin selection: largest outputs first until amount + fee is covered; change back to the sender
 * unless it would be dust (then it goes to the fee).
 */
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';
import { GangwayError } from '@gangway/kernel';
import { hex } from '@scure/base';
import { bitcoinMainnet, bitcoinTestnet } from './networks';
import type { BitcoinUtxo } from './public';

bitcoin.initEccLib(ecc);

/** Outputs below this are not relayed (the standard p2wpkh dust limit). */
export const DUST_SATS = 546n;

export const libNetworkOf = (ref: string): bitcoin.Network =>
  ref === bitcoinMainnet.id ? bitcoin.networks.bitcoin : ref === bitcoinTestnet.id ? bitcoin.networks.testnet : bitcoin.networks.regtest;

export function outputScript(address: string, ref: string): Uint8Array {
  return bitcoin.address.toOutputScript(address, libNetworkOf(ref));
}

const inputVbytes = (script: Uint8Array) => (script[0] === 0x51 ? 57.5 : 68);
const outputVbytes = (script: Uint8Array) => (script[0] === 0x51 ? 43 : script.length === 34 ? 43 : 31);

export interface TransferPlan {
  from: string;
  to: string;
  amount: bigint;
  feeRate: number;
  utxos: readonly BitcoinUtxo[];
  ref: string;
  /** x-only key of a taproot sender (its inputs need it to be signed). */
  tapInternalKey?: Uint8Array;
}

export interface BuiltTransfer { psbt: string; fee: bigint; inputs: number; change: bigint }

export function buildTransfer(plan: TransferPlan): BuiltTransfer {
  const network = libNetworkOf(plan.ref);
  const fromScript = outputScript(plan.from, plan.ref);
  const toScript = outputScript(plan.to, plan.ref);
  if (plan.amount < DUST_SATS) throw new GangwayError('INVALID_INPUT', `The amount is below the dust limit (${DUST_SATS} sats)`);
  const sorted = [...plan.utxos].sort((a, b) => b.value - a.value);
  const chosen: BitcoinUtxo[] = [];
  let sum = 0n;
  const feeFor = (n: number, outs: number) =>
    BigInt(Math.ceil((10.5 + n * inputVbytes(fromScript) + outputVbytes(toScript) + (outs - 1) * outputVbytes(fromScript)) * plan.feeRate));
  for (const u of sorted) {
    if (sum >= plan.amount + feeFor(chosen.length, 2)) break;
    chosen.push(u);
    sum += BigInt(u.value);
  }
  let fee = feeFor(chosen.length, 2);
  if (!chosen.length || sum < plan.amount + fee) throw new GangwayError('INVALID_INPUT', 'Insufficient balance');
  let change = sum - plan.amount - fee;
  if (change < DUST_SATS) { fee = sum - plan.amount; change = 0n; }

  const psbt = new bitcoin.Psbt({ network });
  for (const u of chosen) {
    psbt.addInput({
      hash: u.txid,
      index: u.vout,
      witnessUtxo: { script: fromScript, value: BigInt(u.value) },
      ...(plan.tapInternalKey ? { tapInternalKey: plan.tapInternalKey } : {}),
    });
  }
  psbt.addOutput({ script: toScript, value: plan.amount });
  if (change > 0n) psbt.addOutput({ script: fromScript, value: change });
  return { psbt: psbt.toBase64(), fee, inputs: chosen.length, change };
}

const sameTx = (a: bitcoin.Psbt, b: bitcoin.Psbt) =>
  hex.encode((a.data.globalMap.unsignedTx as unknown as { toBuffer(): Uint8Array }).toBuffer()) ===
  hex.encode((b.data.globalMap.unsignedTx as unknown as { toBuffer(): Uint8Array }).toBuffer());

/** Parses a PSBT (base64); undefined when it is not one. */
export function parsePsbt(value: string, ref: string): bitcoin.Psbt | undefined {
  try { return bitcoin.Psbt.fromBase64(value, { network: libNetworkOf(ref) }); } catch { return undefined; }
}

/** The signed PSBT is the requested one (same unsigned transaction). */
export function sameTransaction(requested: string, signed: string, ref: string): boolean {
  const a = parsePsbt(requested, ref);
  const b = parsePsbt(signed, ref);
  return !!a && !!b && sameTx(a, b);
}

/** Finalizes every input and returns the raw transaction (hex) and its id; throws when a signature is missing or invalid. */
export function finalize(signed: string, ref: string): { hex: string; txid: string } {
  const psbt = parsePsbt(signed, ref);
  if (!psbt) throw new GangwayError('INVALID_INPUT', 'Expected a PSBT (base64)');
  const ok = psbt.validateSignaturesOfAllInputs((pubkey, msghash, signature) =>
    signature.length === 64 && pubkey.length === 32 ? ecc.verifySchnorr(msghash, pubkey, signature) : ecc.verify(msghash, pubkey, signature));
  if (!ok) throw new GangwayError('INVALID_INPUT', 'The PSBT has an invalid signature');
  psbt.finalizeAllInputs();
  const tx = psbt.extractTransaction();
  return { hex: tx.toHex(), txid: tx.getId() };
}

