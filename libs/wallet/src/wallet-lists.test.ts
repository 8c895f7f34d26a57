import { describe, expect, it } from 'vitest';
import { applyWalletLists, type WalletLists } from './wallet-lists';

const wallets = [
  { id: 'wallet-standard:solana:Alpha', name: 'Alpha' },
  { id: 'wallet-standard:solana:Beta', name: 'Beta', rdns: 'app.beta' },
  { id: 'wallet-standard:solana:Gamma', name: 'Gamma' },
];
const lists = (l: Partial<WalletLists>): WalletLists => ({ includeWalletIds: [], excludeWalletIds: [], featuredWalletIds: [], ...l });
const names = (ws: { name: string }[]) => ws.map((w) => w.name);

describe('applyWalletLists (spec §1)', () => {
  it('keeps every wallet, in found order, when no list is set', () => {
    expect(names(applyWalletLists(wallets, lists({})))).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('include keeps only listed wallets, matched by id, rdns or name in any case', () => {
    expect(names(applyWalletLists(wallets, lists({ includeWalletIds: ['wallet-standard:solana:Alpha', 'app.beta'] })))).toEqual(['Alpha', 'Beta']);
    expect(names(applyWalletLists(wallets, lists({ includeWalletIds: ['gamma'] })))).toEqual(['Gamma']);
  });

  it('exclude drops listed wallets, even included ones', () => {
    expect(names(applyWalletLists(wallets, lists({ excludeWalletIds: ['Beta'] })))).toEqual(['Alpha', 'Gamma']);
    expect(names(applyWalletLists(wallets, lists({ includeWalletIds: ['Alpha', 'Beta'], excludeWalletIds: ['alpha'] })))).toEqual(['Beta']);
  });

  it('featured come first in list order; the others keep their order', () => {
    expect(names(applyWalletLists(wallets, lists({ featuredWalletIds: ['Gamma', 'app.beta'] })))).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(names(applyWalletLists(wallets, lists({ featuredWalletIds: ['Unknown', 'gamma'] })))).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('gives back the wallets it was given, with their own fields', () => {
    const [first] = applyWalletLists(wallets, lists({ featuredWalletIds: ['Beta'] }));
    expect(first).toBe(wallets[1]);
  });
});
