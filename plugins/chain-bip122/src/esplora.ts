/**
 * The Esplora REST API of a Bitcoin network (blockstream/mempool style; the devnet runs a stand-in).
 * Every answer is outside input: a malformed one is refused with the catalogue's text and nothing the
 * caller holds changes. Balance reads fail as 'Token Balance Unavailable' (spec §8) so the Account
 * view's toast and 30 s retry block apply; a rejected broadcast carries the node's reason.
 */
import { GangwayError } from '@gangway/kernel';
import { BALANCE_ERRORS } from '@gangway/lib-wallet';
import * as z from 'zod/mini';
import type { BitcoinUtxo } from './public';

/** Spec §9: HTTP default timeout 10 s. */
export const ESPLORA_TIMEOUT_MS = 10_000;

const Txid = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const Sats = z.number().check(z.int(), z.nonnegative(), z.lte(21e14));
const UtxoSchema = z.looseObject({ txid: Txid, vout: z.number().check(z.int(), z.nonnegative()), value: Sats, status: z.optional(z.looseObject({ confirmed: z.boolean() })) });
const UtxosSchema = z.array(UtxoSchema);
const FeesSchema = z.record(z.string(), z.number().check(z.positive()));

export type Fetch = typeof fetch;

export interface EsploraClient {
  utxos(address: string): Promise<BitcoinUtxo[]>;
  /** sat/vB for confirmation within `blocks` (the nearest estimate at or above it; 1 when none). */
  feeRate(blocks?: number): Promise<number>;
  broadcast(hex: string): Promise<string>;
}

const unavailable = (cause: unknown) => new GangwayError('TOKEN_BALANCE_UNAVAILABLE', BALANCE_ERRORS.TOKEN_BALANCE_UNAVAILABLE, { cause });

export function esploraClient(baseUrl: string, fetchImpl: Fetch = (i, init) => fetch(i, init)): EsploraClient {
  const base = baseUrl.replace(/\/+$/, '');
  const call = (path: string, init?: RequestInit) => fetchImpl(`${base}${path}`, { ...init, signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS) });
  const json = async (path: string) => {
    const res = await call(path);
    if (!res.ok) throw new GangwayError('HTTP_ERROR', `Esplora ${path}: HTTP ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  return {
    async utxos(address) {
      try {
        const list = z.parse(UtxosSchema, await json(`/address/${encodeURIComponent(address)}/utxo`));
        return list.map((u) => ({ txid: u.txid, vout: u.vout, value: u.value, confirmed: u.status?.confirmed ?? false }));
      } catch (error) {
        throw unavailable(error);
      }
    },
    async feeRate(blocks = 6) {
      const r = z.safeParse(FeesSchema, await json('/fee-estimates').catch(() => undefined));
      // Fee estimates are advice: without a usable answer the minimum relay rate stands in.
      if (!r.success) return 1;
      const targets = Object.keys(r.data).map(Number).filter((n) => Number.isInteger(n) && n >= blocks).sort((a, b) => a - b);
      return targets.length ? Math.max(1, Math.ceil(r.data[String(targets[0])])) : 1;
    },
    async broadcast(hex) {
      const res = await call('/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex });
      const text = (await res.text()).trim();
      if (!res.ok) throw new GangwayError('HTTP_ERROR', `Transaction rejected: ${text.slice(0, 300)}`);
      const parsed = z.safeParse(Txid, text);
      if (!parsed.success) throw new GangwayError('INVALID_RESPONSE', `Invalid Esplora response to /tx: Expected a txid`);
      return parsed.data;
    },
  };
}

/** Sum of the unspent outputs (satoshis). */
export const sumUtxos = (utxos: readonly BitcoinUtxo[]) => utxos.reduce((s, u) => s + BigInt(u.value), 0n);
