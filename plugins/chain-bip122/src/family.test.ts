// The Bitcoin family service over the 'bip122' service: the native balance in whole BTC (issue 36),
// balances cached 30 s (force skips the cache), no Send (spec §9), explorer pages from the network's
// block explorer.
import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '@gangway/kernel';
import { bitcoinFamily } from './family';
import { bitcoinTestnet } from './networks';
import type { BitcoinService } from './public';

const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

function setup(sats = 123_450_000n) {
  const reads: string[] = [];
  const store = new Map<string, unknown>();
  const cache = { get: (kind: string, key: string) => store.get(`${kind}/${key}`), set: (kind: string, key: string, v: unknown) => { store.set(`${kind}/${key}`, v); }, clear: () => store.clear() };
  const service: Partial<BitcoinService> = {
    isAddress: (v) => v === ADDRESS,
    getBalance: async (a) => { reads.push(`balance ${a}`); return sats; },
    getBalances: async (a) => { reads.push(`balances ${a}`); return [{ symbol: 'BTC', quantity: { decimals: '8', numeric: '1.2345' } } as TokenBalance]; },
  };
  const family = bitcoinFamily({ storage: { cache } } as never, service as BitcoinService);
  return { family, reads };
}

describe('Bitcoin family', () => {
  it('gives the native balance in whole coins with the network symbol', async () => {
    const { family } = setup();
    expect(await family.nativeBalance(ADDRESS, bitcoinTestnet)).toEqual({ balance: '1.2345', symbol: 'BTC' });
    expect(await setup(0n).family.nativeBalance(ADDRESS, bitcoinTestnet)).toEqual({ balance: '0', symbol: 'BTC' });
  });

  it('caches the balances 30 s like the portfolio; force reads again', async () => {
    const { family, reads } = setup();
    await family.balances(ADDRESS, bitcoinTestnet);
    await family.balances(ADDRESS, bitcoinTestnet);
    expect(reads).toEqual([`balances ${ADDRESS}`]);
    await family.balances(ADDRESS, bitcoinTestnet, { force: true });
    expect(reads).toEqual([`balances ${ADDRESS}`, `balances ${ADDRESS}`]);
  });

  it('offers no Send (spec §9: the widget does not send on Bitcoin); links to the network\'s explorer', () => {
    const { family } = setup();
    expect(family.send).toBeUndefined();
    expect(family.confirm).toBeUndefined();
    expect(family.explorerUrl(bitcoinTestnet, { tx: 'ef' })).toBe('https://mempool.space/testnet/tx/ef');
    expect(family.explorerUrl(bitcoinTestnet, { address: ADDRESS })).toBe(`https://mempool.space/testnet/address/${ADDRESS}`);
  });
});
