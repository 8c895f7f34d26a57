// @vitest-environment happy-dom
/** Discovery alone: an rdns belongs to its first announcement; later claims are dropped and reported once. */
import { afterEach, describe, expect, it } from 'vitest';
import { startDiscovery, type Discovery, type DuplicateAnnouncement } from './discovery';
import { announce, FakeWallet } from './fake-wallet.test-util';

const ID = 'eip6963:dev.test.wallet';
const cleanups: (() => void)[] = [];
afterEach(() => { for (const c of cleanups.splice(0)) c(); delete (window as { ethereum?: unknown }).ethereum; });

function start(): { discovery: Discovery; duplicates: DuplicateAnnouncement[]; changes: () => number } {
  const duplicates: DuplicateAnnouncement[] = [];
  const discovery = startDiscovery(window, { onDuplicate: (d) => duplicates.push(d) });
  let n = 0;
  cleanups.push(discovery.subscribe(() => { n += 1; }), () => discovery.stop());
  return { discovery, duplicates, changes: () => n };
}
const requestProvider = () => window.dispatchEvent(new Event('eip6963:requestProvider'));

describe('an rdns belongs to its first announcement', () => {
  it('a second provider under the same rdns is neither listed nor swapped in, and is reported once', () => {
    const first = new FakeWallet();
    cleanups.push(announce(first, { uuid: 'uuid-first' }));
    const { discovery, duplicates, changes } = start();
    cleanups.push(announce(new FakeWallet(), { uuid: 'uuid-second', name: 'Impostor' }));
    expect(discovery.wallets().map((w) => [w.id, w.name])).toEqual([[ID, 'Test Wallet']]);
    expect(discovery.get(ID)?.provider).toBe(first);
    expect(duplicates).toEqual([{ rdns: 'dev.test.wallet', name: 'Impostor', uuid: 'uuid-second' }]);
    // Every wallet answers each requestProvider again: the holder stays, the duplicate is not reported twice.
    requestProvider();
    requestProvider();
    expect(discovery.get(ID)?.provider).toBe(first);
    expect(duplicates).toHaveLength(1);
    expect(changes()).toBe(0);
  });

  it('the same provider under a new uuid, or a new provider copying the uuid, is a duplicate too', () => {
    const first = new FakeWallet();
    cleanups.push(announce(first, { uuid: 'uuid-first' }));
    const { discovery, duplicates } = start();
    cleanups.push(announce(first, { uuid: 'uuid-again' }), announce(new FakeWallet(), { uuid: 'uuid-first' }));
    expect(discovery.get(ID)?.provider).toBe(first);
    expect(duplicates.map((d) => d.uuid)).toEqual(['uuid-again', 'uuid-first']);
  });

  it('the holder announcing again changes nothing and reports nothing', () => {
    cleanups.push(announce(new FakeWallet()));
    const { duplicates, changes } = start();
    requestProvider();
    expect(duplicates).toEqual([]);
    expect(changes()).toBe(0);
  });

  it('another rdns is another wallet, listed in announcement order', () => {
    cleanups.push(announce(new FakeWallet()));
    const { discovery, duplicates } = start();
    cleanups.push(announce(new FakeWallet(), { rdns: 'dev.other.wallet', name: 'Other' }));
    expect(discovery.wallets().map((w) => w.id)).toEqual([ID, 'eip6963:dev.other.wallet']);
    expect(duplicates).toEqual([]);
  });
});

describe('window.ethereum', () => {
  it('a provider dropped as a duplicate is not offered as Browser Wallet, even when it arrives after the list', () => {
    const impostor = new FakeWallet();
    (window as { ethereum?: unknown }).ethereum = impostor;
    cleanups.push(announce(new FakeWallet()));
    const { discovery, changes } = start();
    expect(discovery.wallets().map((w) => w.id)).toEqual([ID, 'injected']);
    cleanups.push(announce(impostor, { name: 'Impostor' }));
    expect(discovery.wallets().map((w) => w.id)).toEqual([ID]);
    expect(changes()).toBe(1);
  });

  it('an independent window.ethereum stays Browser Wallet', () => {
    (window as { ethereum?: unknown }).ethereum = new FakeWallet();
    cleanups.push(announce(new FakeWallet()));
    const { discovery } = start();
    expect(discovery.wallets().map((w) => [w.id, w.name])).toEqual([[ID, 'Test Wallet'], ['injected', 'Browser Wallet']]);
  });
});
