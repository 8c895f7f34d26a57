/**
 * The names service other plugins require (public.ts `namesServiceKey`): a profile name → the
 * address it points to on an eip155 chain, through `GET /v1/profile/account/{name}` (spec §7).
 * The profile's addresses are keyed by ENSIP-11 coin type: the chain's own first (name-rules.ts
 * `coinTypeFor`), then 60 (Ethereum's, which EVM wallets share). An address the API gives that is not
 * an eip155 address is garbage: 'Error resolving name', never a destination for money.
 */
import { isAddress } from 'viem';
import { GangwayError } from '@gangway/kernel';
import { NAMES_ERRORS } from './errors';
import type { createNamesApi } from './names-api';
import { coinTypeFor, fullName, isValidLabel, labelOf } from './name-rules';
import type { NamesService } from './public';

/** Ethereum's coin type (SLIP-44), which an EVM address registered without a chain falls back to. */
export const ETH_COIN_TYPE = 60;

export function createNamesService(names: Pick<ReturnType<typeof createNamesApi>, 'resolveName'>): NamesService {
  return {
    async resolveAddress(name, chainId) {
      // Not a valid label (spec §5): nothing can be registered under it, so nothing to ask.
      if (!isValidLabel(labelOf(name))) return null;
      const profile = await names.resolveName(fullName(name));
      if (!profile) return null;
      let coinType: number | undefined;
      try { coinType = coinTypeFor(chainId); } catch { coinType = undefined; }
      const entry = (coinType !== undefined ? profile.addresses?.[String(coinType)] : undefined) ?? profile.addresses?.[String(ETH_COIN_TYPE)];
      if (!entry) return null;
      if (!isAddress(entry.address, { strict: false })) throw new GangwayError('NAME_RESOLVE', NAMES_ERRORS.NAME_RESOLVE);
      return entry.address;
    },
  };
}
