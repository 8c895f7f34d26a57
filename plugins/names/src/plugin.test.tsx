// @vitest-environment happy-dom
// RegisterAccountName through the kernel's harness with a fake embedded (AUTH) wallet that signs with a
// real key: availability after the search wait, suggestions, the names of the address, the §8 texts,
// registration (message, coin type, signature), success, a cancelled signature and server refusals.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recoverMessageAddress, hexToString, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { PLUGIN_API_VERSION, type PluginApi, type PluginDefinition } from '@gangway/kernel';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { createFakeWallet, evmTestNetworks } from '@gangway/lib-wallet/testing';
import { namesManifest } from './manifest';
import { namesSliceKey } from './public';

afterEach(cleanup);

// anvil's well-known first key: a real signature the test can recover.
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const ADDRESS = signer.address;
const RESOLVE = (n: string) => `GET /v1/profile/account/${n}`;
const SUGGEST = (n: string) => `GET /v1/profile/suggestions/${n}`;
const REVERSE = `GET /v1/profile/reverse/${ADDRESS}`;
const REGISTER = 'POST /v1/profile/account';
const notFound = { status: 404, json: { error: true, status: 404, message: 'not found' } };

/** The embedded wallet as the names plugin sees it: an AUTH connector on eip155 that signs (or declines). */
function fakeAuthWallet(sign: (params: unknown) => unknown = async (params) => signer.signMessage({ message: { raw: (params as [Hex])[0] } })) {
  const seen: { method: string; params: unknown }[] = [];
  const out = { plugin: undefined as unknown as PluginDefinition, seen, api: undefined as PluginApi | undefined };
  out.plugin = {
    id: 'fake-auth',
    apiVersion: PLUGIN_API_VERSION,
    namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'],
    activationEvents: ['onStartup'],
    setup(api) {
      out.api = api;
      api.wallet.setConnectors([{ id: 'embedded-wallet', name: 'Email', type: 'AUTH', chain: 'eip155' }]);
      api.hooks.connect.tapPromise(api.id, async (ctx) => (ctx.connectorId === 'embedded-wallet' ? { namespace: 'eip155', address: ADDRESS, chainId: 31337 } : undefined));
      api.hooks.request.for('eip155').tapPromise(api.id, async ({ method, params }) => {
        seen.push({ method, params });
        if (method === 'personal_sign') return sign(params);
        throw Object.assign(new Error(`Method ${method} not supported`), { code: 4200 });
      });
    },
  };
  return out;
}

async function setup(routes: Parameters<typeof fakeFetch>[0], wallet = fakeAuthWallet()) {
  const ff = fakeFetch({ [REVERSE]: { json: [] }, ...routes });
  const h = createPluginHarness(namesManifest, { options: { networks: evmTestNetworks }, fakes: [wallet.plugin], fetch: ff.fetch });
  await h.kernel.connect({ connectorId: 'embedded-wallet' });
  return { h, ff, wallet };
}

const input = () => screen.getByTestId('register-name-input') as HTMLInputElement;
const status = () => screen.getByTestId('register-name-status');
const submit = () => screen.getByTestId('register-name-submit') as HTMLButtonElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const view = (h: Awaited<ReturnType<typeof setup>>['h']) => h.kernel.store.getState().router.history.at(-1)?.view;
/** A shared cache's entry for the connected address, as stored. */
const cached = (h: Awaited<ReturnType<typeof setup>>['h'], kind: 'ens' | 'identity') =>
  (JSON.parse(h.storage.dump()[`@gangway/cache/${kind}`] ?? '{}') as Record<string, { v: unknown }>)[ADDRESS.toLowerCase()]?.v;
const toast = (h: Awaited<ReturnType<typeof setup>>['h']) => h.kernel.store.getState().toast?.message;

describe('RegisterAccountName', () => {
  it('checks a valid name once the typing stops: availability and suggestions (only the last input is asked)', async () => {
    const { h, ff } = await setup({
      [RESOLVE('alice.reown.id')]: notFound,
      [SUGGEST('alice')]: { json: { suggestions: [{ name: 'alice.reown.id', registered: false }, { name: 'alice-1.reown.id', registered: true }] } },
    });
    await h.renderView('RegisterAccountName');
    for (const v of ['a', 'al', 'ali', 'alic', 'alice']) type(v);
    expect(status().dataset.availability).toBe('checking');
    await waitFor(() => expect(status().textContent).toBe('Available'));
    const asked = ff.calls.map((c) => `${c.method} ${c.url.pathname}`).filter((c) => !c.includes('/reverse/'));
    // 'alic' was valid too, but the search wait (spec §9, 300 ms) let only the last input through.
    expect(asked.sort()).toEqual([RESOLVE('alice.reown.id'), SUGGEST('alice')]);
    const items = screen.getAllByTestId('register-name-suggestion');
    expect(items.map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([['alice.reown.idAvailable', false], ['alice-1.reown.idRegistered', true]]);
    expect(submit().disabled).toBe(false);
  });

  it('marks an invalid name without asking the API, and a taken name as taken (no registration possible)', async () => {
    const { h, ff } = await setup({
      [RESOLVE('taken.reown.id')]: { json: { name: 'taken.reown.id', addresses: { 60: { address: '0x1' } } } },
      [SUGGEST('taken')]: { json: { suggestions: [] } },
    });
    await h.renderView('RegisterAccountName');
    type('ab_c');
    expect(status().textContent).toBe('At least 4 characters: letters, digits or hyphens.');
    expect(submit().disabled).toBe(true);
    type('Taken.wcn.id');
    await waitFor(() => expect(status().textContent).toBe('taken.reown.id is already registered'));
    expect(submit().disabled).toBe(true);
    expect(ff.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('renders hostile suggestion and owned names as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>.reown.id';
    const { h } = await setup({
      [REVERSE]: { json: [{ name: '<script>alert(1)</script>.reown.id' }] },
      [RESOLVE('dave.reown.id')]: notFound,
      [SUGGEST('dave')]: { json: { suggestions: [{ name: hostile, registered: false }] } },
    });
    const { container } = await h.renderView('RegisterAccountName');
    expect((await screen.findByTestId('register-name-owned')).textContent).toBe('Your names: <script>alert(1)</script>.reown.id');
    type('dave');
    await waitFor(() => expect(screen.getByTestId('register-name-suggestion').textContent).toBe(`${hostile}Available`));
    expect(container.querySelectorAll('img, script').length).toBe(0);
  });

  it('shows the spec texts when resolving, suggesting or the reverse lookup fail', async () => {
    const { h } = await setup({
      [REVERSE]: { status: 500, json: {} },
      [RESOLVE('carol.reown.id')]: { status: 502, text: 'bad gateway' },
      [SUGGEST('carol')]: { json: { suggestions: 'nope' } },
    });
    await h.renderView('RegisterAccountName');
    expect((await screen.findByTestId('register-name-owned-error')).textContent).toBe('Error fetching names for address');
    type('carol');
    await waitFor(() => expect(screen.getByTestId('register-name-error').textContent).toBe('Error resolving name · Error fetching name suggestions'));
    expect(submit().disabled).toBe(true);
    h.takeUnexpectedRequests();
  });

  it('lists the names the address already has (cached 5 min)', async () => {
    const { h, ff } = await setup({ [REVERSE]: { json: [{ name: 'old.reown.id' }] } });
    await h.renderView('RegisterAccountName');
    expect((await screen.findByTestId('register-name-owned')).textContent).toBe('Your names: old.reown.id');
    expect(cached(h, 'ens')).toEqual([{ name: 'old.reown.id' }]);
    await act(async () => { h.kernel.router.replace('RegisterAccountName'); });
    expect(ff.calls.filter((c) => c.url.pathname.includes('/reverse/'))).toHaveLength(1);
  });

  it('registers: signed JSON message, coin type from the chain id, then the profile name and the success view', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { h, ff, wallet } = await setup({
      [RESOLVE('alice.reown.id')]: notFound,
      [SUGGEST('alice')]: { json: { suggestions: [] } },
      [REGISTER]: (call) => ({ json: { name: JSON.parse((call.body as { message: string }).message).name, addresses: {} } }),
    });
    await h.renderView('RegisterAccountName');
    type('Alice');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(view(h)).toBe('RegisterAccountNameSuccess'));
    const post = ff.calls.find((c) => c.method === 'POST')!;
    const body = post.body as { coin_type: number; address: string; message: string; signature: Hex };
    expect(body.coin_type).toBe(0x80000000 + 31337);
    expect(body.address).toBe(ADDRESS);
    const message = JSON.parse(body.message) as { name: string; attributes: object; timestamp: number };
    expect(message).toEqual({ name: 'alice.reown.id', attributes: {}, timestamp: message.timestamp });
    expect(message.timestamp).toBeGreaterThanOrEqual(before);
    expect(message.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    // The wallet signed exactly that message (personal_sign of its UTF-8 bytes, for the connected address).
    expect(wallet.seen[0].method).toBe('personal_sign');
    expect(hexToString((wallet.seen[0].params as [Hex])[0])).toBe(body.message);
    expect(await recoverMessageAddress({ message: body.message, signature: body.signature })).toBe(ADDRESS);
    expect(h.kernel.store.getState().chains.eip155?.account.profileName).toBe('alice.reown.id');
    expect(screen.getByTestId('register-name-success-name').textContent).toBe('You can now receive assets using alice.reown.id.');
    // The shared caches know the name now (a reload within 5 min shows it).
    expect(cached(h, 'identity')).toEqual({ name: 'alice.reown.id', avatar: null });
    expect(cached(h, 'ens')).toEqual([{ name: 'alice.reown.id' }]);
    expect(h.kernel.store.getState().router.transactionStack).toEqual([]);
    fireEvent.click(screen.getByTestId('register-name-done'));
    expect(view(h)).toBe('Account');
  });

  it('a cancelled signature goes back to RegisterAccountName with the name kept, and nothing is posted', async () => {
    const wallet = fakeAuthWallet(async () => { throw Object.assign(new Error('User rejected the request.'), { code: 4001 }); });
    const { h, ff } = await setup({ [RESOLVE('alice.reown.id')]: notFound, [SUGGEST('alice')]: { json: { suggestions: [] } } }, wallet);
    await h.renderView('RegisterAccountName');
    type('alice');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(toast(h)).toBe('Signature declined'));
    expect(view(h)).toBe('RegisterAccountName');
    expect(input().value).toBe('alice');
    expect(ff.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(h.slice(namesSliceKey).step).toBe('idle');
    expect(h.kernel.store.getState().chains.eip155?.account.profileName ?? null).toBeNull();
  });

  it('a refusal shows the server’s first reason, or “Error registering name {name}” without one', async () => {
    let answer: { status: number; json: unknown } = { status: 409, json: { reasons: [{ field: 'name', description: 'Name alice.reown.id is already registered' }, { description: 'second' }] } };
    const { h } = await setup({
      [RESOLVE('alice.reown.id')]: notFound,
      [SUGGEST('alice')]: { json: { suggestions: [] } },
      [REGISTER]: () => answer,
    });
    await h.renderView('RegisterAccountName');
    type('alice');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(toast(h)).toBe('Name alice.reown.id is already registered'));
    expect(view(h)).toBe('RegisterAccountName');
    answer = { status: 500, json: { error: 'boom' } };
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(toast(h)).toBe('Error registering name alice.reown.id'));
    expect(view(h)).toBe('RegisterAccountName');
    expect(h.kernel.store.getState().chains.eip155?.account.profileName ?? null).toBeNull();
    h.takeUnexpectedRequests();
  });

  it("a submit that races the loss of the embedded account says 'Address or auth connector not found' and signs nothing", async () => {
    const { h, ff, wallet } = await setup({ [RESOLVE('alice.reown.id')]: notFound, [SUGGEST('alice')]: { json: { suggestions: [] } } });
    await h.renderView('RegisterAccountName');
    type('alice');
    await waitFor(() => expect(submit().disabled).toBe(false));
    // The account leaves (e.g. signed out in another tab) in the same tick as the click, before the
    // view re-renders: the controller checks the auth account again itself (spec §5).
    act(() => {
      h.kernel.store.update((d) => { d.chains.eip155!.account.status = 'disconnected'; });
      fireEvent.click(submit());
    });
    await waitFor(() => expect(toast(h)).toBe('Address or auth connector not found'));
    expect(wallet.seen).toEqual([]);
    expect(ff.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(h.slice(namesSliceKey).step).toBe('idle');
  });
});

describe('names entry point', () => {
  it('is an Account action for embedded-wallet sessions on eip155 only', async () => {
    const { h, wallet } = await setup({});
    await h.activate();
    const ids = () => wallet.api!.slotEntries('account.actions').map((e) => `${e.id}:${e.view}:${e.label}`);
    expect(ids()).toEqual(['register-name:RegisterAccountName:Choose name']);
    // Another connector type on the same chain: no entry.
    act(() => { h.kernel.store.update((d) => { d.connectors = d.connectors.map((c) => ({ ...c, type: 'INJECTED' })); }); });
    expect(ids()).toEqual([]);
  });

  it('outside an AUTH session the view says names need an email or social login, and asks the API nothing', async () => {
    const other = createFakeWallet({}, ADDRESS);
    const ff = fakeFetch({});
    const h = createPluginHarness(namesManifest, { options: { networks: evmTestNetworks }, fakes: [other.plugin], fetch: ff.fetch });
    await h.kernel.connect({ connectorId: 'fake' });
    await h.renderView('RegisterAccountName');
    expect(screen.getByTestId('register-name-unavailable').textContent).toBe('Names can be registered with an email or social login on an EVM network.');
    expect(ff.calls).toEqual([]);
  });
});
