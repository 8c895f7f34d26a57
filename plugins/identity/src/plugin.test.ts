// The identity plugin through the harness: name and avatar of the connected address into the
// account state, the reverse lookup when the identity has no name, the 5 min cache, hostile answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { createFakeWallet, OTHER_ADDRESS, TEST_ADDRESS } from '@gangway/lib-wallet/testing';
import { identityManifest } from './manifest';
import { MAX_NAME_LENGTH } from './lookup';
import { identityServiceKey } from './public';

const ID = (a: string) => `GET /v1/identity/${a}`;
const REV = (a: string) => `GET /v1/profile/reverse/${a}`;

afterEach(() => { vi.useRealTimers(); });

async function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const ff = fakeFetch(routes);
  const wallet = createFakeWallet();
  const h = createPluginHarness(identityManifest, { fakes: [wallet.plugin], fetch: ff.fetch });
  return { h, ff };
}
const account = (h: Awaited<ReturnType<typeof setup>>['h']) => h.kernel.store.getState().chains.eip155?.account;

describe('identity', () => {
  it('puts the connected address’s name and avatar in the account state (activated by the connection)', async () => {
    const { h, ff } = await setup({ [ID(TEST_ADDRESS)]: { json: { name: 'alice.reown.id', avatar: 'http://img.test/alice.svg' } } });
    await h.kernel.connect({ connectorId: 'fake' });
    await vi.waitFor(() => expect(account(h)).toMatchObject({ profileName: 'alice.reown.id', profileImage: 'http://img.test/alice.svg' }));
    expect(Object.fromEntries(ff.calls[0].url.searchParams)).toMatchObject({ sender: TEST_ADDRESS, projectId: 'test' });
    expect(h.kernel.store.getState().plugins.identity.status).toBe('active');
  });

  it('falls back to the reverse lookup when the identity has no name; caches both for 5 min', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const { h, ff } = await setup({
      [ID(OTHER_ADDRESS)]: { json: { name: null, avatar: null } },
      [REV(OTHER_ADDRESS)]: { json: [{ name: 'bob.reown.id', addresses: {} }, { name: 'bob2.reown.id' }] },
    });
    await h.activate();
    const svc = h.service(identityServiceKey)!;
    expect(await svc.lookup(OTHER_ADDRESS)).toEqual({ name: 'bob.reown.id', avatar: null });
    expect(await svc.lookup(OTHER_ADDRESS)).toEqual({ name: 'bob.reown.id', avatar: null });
    expect(ff.calls).toHaveLength(2);
    vi.setSystemTime(new Date('2030-01-01T00:04:59Z'));
    await svc.lookup(OTHER_ADDRESS);
    expect(ff.calls).toHaveLength(2);
    vi.setSystemTime(new Date('2030-01-01T00:05:01Z'));
    await svc.lookup(OTHER_ADDRESS);
    expect(ff.calls).toHaveLength(4);
  });

  it('keeps hostile answers inert: no script URLs, bounded names; a failing API means no name', async () => {
    const long = 'x'.repeat(500);
    const { h } = await setup({
      [ID(TEST_ADDRESS)]: { json: { name: `  <img src=x onerror=alert(1)>  ${long}`, avatar: 'javascript:alert(1)' } },
      [ID(OTHER_ADDRESS)]: { status: 500, json: {} },
      [REV(OTHER_ADDRESS)]: { json: { not: 'a list' } },
    });
    await h.activate();
    const svc = h.service(identityServiceKey)!;
    const hostile = await svc.lookup(TEST_ADDRESS);
    expect(hostile.avatar).toBeNull();
    expect(hostile.name?.startsWith('<img src=x onerror=alert(1)> xxx')).toBe(true);
    expect(hostile.name).toHaveLength(MAX_NAME_LENGTH);
    expect(await svc.lookup(OTHER_ADDRESS)).toEqual({ name: null, avatar: null });
    h.takeUnexpectedRequests();
  });

  it('clears the previous account’s name when the wallet switches account', async () => {
    const { h } = await setup({
      [ID(TEST_ADDRESS)]: { json: { name: 'alice.reown.id', avatar: null } },
      [ID(OTHER_ADDRESS)]: { json: { name: null, avatar: null } },
      [REV(OTHER_ADDRESS)]: { json: [] },
    });
    await h.kernel.connect({ connectorId: 'fake' });
    await vi.waitFor(() => expect(account(h)?.profileName).toBe('alice.reown.id'));
    // What a wallet switching account does (api.session.adoptAccount): new address, then accountChanged.
    h.kernel.store.update((d) => { d.chains.eip155!.account.address = OTHER_ADDRESS; });
    h.kernel.hooks.accountChanged.call({ namespace: 'eip155', address: OTHER_ADDRESS });
    await vi.waitFor(() => expect(account(h)?.address).toBe(OTHER_ADDRESS));
    await vi.waitFor(() => expect(account(h)?.profileName).toBeNull());
  });
});
