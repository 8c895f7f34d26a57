// The Bitcoin family service over the 'bip122' service: the native balance in whole BTC (issue 36),
// balances cached 30 s (force skips the cache), no tokens to send, settlement once Esplora knows the
// txid, explorer pages from the network's block explorer.
import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '@gangway/kernel';
import { bitcoinFamily } from './family';
import { bitcoinTestnet } from './networks';
import type { BitcoinService } from './public';

const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

function setup(sats = 123_450_000n) {
  const reads: string[] = [];
  const sent: unknown[] = [];
  const store = new Map<string, unknown>();
  const cache = { get: (kind: string, key: string) => store.get(`${kind}/${key}`), set: (kind: string, key: string, v: unknown) => { store.set(`${kind}/${key}`, v); }, clear: () => store.clear() };
  const service: Partial<BitcoinService> = {
    isAddress: (v) => v === ADDRESS,
    esploraUrl: (n) => n.rpcUrls.default.http[0],
    getBalance: async (a) => { reads.push(`balance ${a}`); return sats; },
    getBalances: async (a) => { reads.push(`balances ${a}`); return [{ symbol: 'BTC', quantity: { decimals: '8', numeric: '1.2345' } } as TokenBalance]; },
    sendTransfer: async (t) => { sent.push(t); return 'ab'.repeat(32); },
  };
  const urls: string[] = [];
  const fetchImpl = (async (url: string) => { urls.push(url); return new Response('{"confirmed":false}', { status: 200 }); }) as unknown as typeof fetch;
  const family = bitcoinFamily({ storage: { cache } } as never, service as BitcoinService, fetchImpl);
  return { family, reads, sent, urls };
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

  it('sends BTC in satoshis and refuses a token (Bitcoin has none)', async () => {
    const { family, sent } = setup();
    const btc = { symbol: 'BTC', chainId: bitcoinTestnet.caipNetworkId, quantity: { decimals: '8', numeric: '1' } } as TokenBalance;
    expect(await family.send({ token: btc, from: ADDRESS, to: ADDRESS, amount: 5000n, network: bitcoinTestnet })).toBe('ab'.repeat(32));
    expect(sent).toEqual([{ to: ADDRESS, amount: 5000n }]);
    await expect(family.send({ token: { ...btc, address: 'bip122:x:y' }, from: ADDRESS, to: ADDRESS, amount: 1n, network: bitcoinTestnet })).rejects.toThrow('Bitcoin has no tokens to send');
    expect(sent).toHaveLength(1);
  });

  it('settles once the network\'s Esplora knows the txid; links to the network\'s explorer', async () => {
    const { family, urls } = setup();
    expect(await family.confirm('cd'.repeat(32), bitcoinTestnet)).toBe('success');
    expect(urls).toEqual([`https://blockstream.info/testnet/api/tx/${'cd'.repeat(32)}/status`]);
    expect(family.explorerUrl(bitcoinTestnet, { tx: 'ef' })).toBe('https://mempool.space/testnet/tx/ef');
    expect(family.explorerUrl(bitcoinTestnet, { address: ADDRESS })).toBe(`https://mempool.space/testnet/address/${ADDRESS}`);
    expect(await family.estimateFee({} as never)).toBeUndefined();
  });
});
