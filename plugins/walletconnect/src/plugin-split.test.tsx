// @vitest-environment happy-dom
/**
 * What the Connect view's wave carries of this plugin: the connector entry and the hooks' taps. The
 * controller — with the Connecting views' texts and the provider's alerts — loads on the first step
 * that needs it, or once the open's first view is shown (openFinished); a failed load is the
 * catalogue's CODE_LOAD_FAILED and the next attempt requests the code again.
 */
import { ERRORS, type PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { evmTestNetworks } from '@gangway/lib-wallet/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeProvider } from './fake-provider.test-util';
import { FAMILY_SERVICES } from './families.test-util';
import { walletConnectManifest } from './manifest';
import { setupWalletConnect, type WcCode } from './plugin';

const loads = { controller: 0, views: 0, failNext: 0 };
/** The code imports asked for so far: a test waits for them to arrive, not for a time. */
let arriving: Promise<unknown>[] = [];
afterEach(() => { cleanup(); Object.assign(loads, { controller: 0, views: 0, failNext: 0 }); arriving = []; });
const track = <T,>(p: Promise<T>) => { arriving.push(p.catch(() => undefined)); return p; };

function harness() {
  const fake = new FakeProvider();
  const code: WcCode = {
    controller: () => { loads.controller++; return track(import('./controller')); },
    views: () => {
      loads.views++;
      return track(loads.failNext-- > 0 ? Promise.reject(new Error('Loading chunk wc-views failed')) : import('./connecting-views'));
    },
  };
  const manifest = {
    ...walletConnectManifest,
    load: async () => ({ setup: (api: never) => { setupWalletConnect(api, { loadProvider: (async () => fake.asProvider()) as never }, code); } }),
  } as PluginManifest;
  return createPluginHarness(manifest, { options: { networks: evmTestNetworks }, fakes: { services: FAMILY_SERVICES } });
}

describe('walletconnect: what the Connect view waits for', () => {
  it('activates with the connector entry alone: no controller code, no Connecting texts or provider alerts yet', async () => {
    const h = harness();
    await h.activate();
    expect(h.kernel.store.getState().connectors.map((c) => c.id)).toEqual(['walletConnect']);
    expect(h.kernel.store.getState().connectors[0].imageUrl).toMatch(/^data:image\/svg\+xml/);
    expect(loads).toMatchObject({ controller: 0, views: 0 });
    expect(h.kernel.t('connect.scanWithWallet')).toBe('connect.scanWithWallet');
    expect(h.kernel.t('alert.WC_INVALID_KEY')).toBe('alert.WC_INVALID_KEY');
  });

  it('warms the controller and the Connecting views once the first view is shown (openFinished)', async () => {
    const h = harness();
    await h.activate();
    h.kernel.hooks.openFinished.call({ view: 'Connect' });
    await vi.waitFor(() => expect(loads).toMatchObject({ controller: 1, views: 1 }));
    // Both warmed imports arrived (a busy machine may take its time to compile them).
    await Promise.all(arriving);
    // The texts come with the controller's first use; the view shows them.
    await h.renderView('ConnectingWalletConnect');
    expect(await screen.findByText('Scan this QR code with your phone')).toBeTruthy();
    expect(h.kernel.t('alert.WC_INVALID_KEY')).toBe('Invalid Project ID');
    expect(loads).toMatchObject({ controller: 1, views: 1 });
  });

  it('warms nothing on an open that shows Account (a connected visitor)', async () => {
    const h = harness();
    await h.activate();
    h.kernel.hooks.openFinished.call({ view: 'Account' });
    // The warm-up would start within the tap's own promise chain: past its microtasks, nothing asked.
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toMatchObject({ controller: 0, views: 0 });
  });

  it('a restore at start-up fetches the controller itself: its alerts are registered with it', async () => {
    const h = harness();
    await h.activate();
    await h.kernel.hooks.syncConnection.for('eip155').promise({ namespace: 'eip155', connectorId: 'walletConnect' } as never);
    expect(loads.controller).toBe(1);
    expect(h.kernel.t('alert.WC_RELAY_UNREACHABLE')).toBe('Connection Error');
  });

  it('a Connecting view whose code fails to load shows CODE_LOAD_FAILED with Retry, and Retry loads it', async () => {
    const h = harness();
    await h.activate();
    // The chunk loader has retried once already (api/chunk-retry.ts): the import fails.
    loads.failNext = 1;
    await h.renderView('ConnectingWalletConnect');
    expect(await screen.findByText(ERRORS.CODE_LOAD_FAILED)).toBeTruthy();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByText('Scan this QR code with your phone')).toBeTruthy();
    expect(loads.views).toBe(2);
  });
});
