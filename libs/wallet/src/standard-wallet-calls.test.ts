import { describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@wallet-standard/base';
import { disconnectStandardWallet, standardFeature, watchStandardAccounts } from './standard-wallet-calls';

const walletWith = (features: Record<string, unknown>) => ({ name: 'Fake', features }) as unknown as Wallet;

/** A `standard:events` feature whose 'change' listeners the test fires. */
function eventsFeature() {
  const listeners = new Set<(p: unknown) => void>();
  return {
    feature: { on: (_event: 'change', l: (p: unknown) => void) => { listeners.add(l); return () => { listeners.delete(l); }; } },
    fire: (p: unknown) => { for (const l of listeners) l(p); },
    count: () => listeners.size,
  };
}

describe('standardFeature', () => {
  it('gives the named feature, or undefined', () => {
    const connect = { connect: async () => ({ accounts: [] }) };
    const w = walletWith({ 'standard:connect': connect });
    expect(standardFeature(w, 'standard:connect')).toBe(connect);
    expect(standardFeature(w, 'standard:disconnect')).toBeUndefined();
  });
});

describe('disconnectStandardWallet', () => {
  it('calls standard:disconnect when the wallet has it, and passes its failure on', async () => {
    const disconnect = vi.fn(async () => undefined);
    await disconnectStandardWallet(walletWith({ 'standard:disconnect': { disconnect } }));
    expect(disconnect).toHaveBeenCalledOnce();
    const failing = walletWith({ 'standard:disconnect': { disconnect: async () => { throw new Error('refused'); } } });
    await expect(disconnectStandardWallet(failing)).rejects.toThrow('refused');
  });

  it('does nothing for a wallet without it', async () => {
    await expect(disconnectStandardWallet(walletWith({}))).resolves.toBeUndefined();
  });
});

describe('watchStandardAccounts', () => {
  it('hands on the accounts of change events, and only those', () => {
    const events = eventsFeature();
    const seen: unknown[] = [];
    watchStandardAccounts(walletWith({ 'standard:events': events.feature }), (accounts) => seen.push(accounts));
    events.fire({ accounts: [{ address: 'a' }] });
    events.fire({ features: {} });
    events.fire({ accounts: undefined });
    events.fire(undefined);
    events.fire({ accounts: [] });
    expect(seen).toEqual([[{ address: 'a' }], []]);
  });

  it('stops listening when unsubscribed', () => {
    const events = eventsFeature();
    const off = watchStandardAccounts(walletWith({ 'standard:events': events.feature }), () => undefined);
    expect(events.count()).toBe(1);
    off();
    expect(events.count()).toBe(0);
  });

  it('watches nothing on a wallet without standard:events', () => {
    const off = watchStandardAccounts(walletWith({}), () => { throw new Error('never called'); });
    expect(off()).toBeUndefined();
  });
});
