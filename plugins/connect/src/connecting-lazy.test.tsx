// @vitest-environment happy-dom
/**
 * ConnectingExternal is a lazy view: activation does not load it, the open's first view warms it up,
 * and code that fails to load shows the catalogue's error with Retry (and Back) instead of the view.
 */
import { defineManifest, definePlugin, ERRORS } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectManifest } from './manifest';
import { setupConnect } from './plugin';
import { fakeConnectorPlugin, testWallet } from './test-fakes';

afterEach(cleanup);

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ok = async () => ({ namespace: 'eip155', address: ADDRESS, chainId: 31337, wallet: { name: 'Gangway Test Wallet' } });

function harness() {
  const loader = { calls: 0, failing: false };
  const load = () => {
    loader.calls += 1;
    if (loader.failing) { return Promise.reject(new Error('Loading chunk connect-connecting failed')); }
    return import('./ConnectingExternalView');
  };
  const manifest = defineManifest({ ...connectManifest, load: async () => ({ default: definePlugin((api) => { setupConnect(api, load); }) }) });
  const h = createPluginHarness(manifest, { fakes: [fakeConnectorPlugin('injected', [testWallet], ok)] });
  return { h, loader };
}

describe('ConnectingExternal loads on use', () => {
  it('is not loaded at activation; the open\'s first view warms it up', async () => {
    const { h, loader } = harness();
    expect(await h.activate()).toBe(true);
    expect(loader.calls).toBe(0);
    h.kernel.hooks.openFinished.call({ view: 'Connect' });
    expect(loader.calls).toBe(1);
  });

  it('code that fails to load shows the catalogue error with Retry; Retry loads it and connects', async () => {
    const { h, loader } = harness();
    // Fails until the network is back (the open's warm-up may ask too).
    loader.failing = true;
    await h.gangway.open({ view: 'ConnectingExternal', data: { connectorId: testWallet.id } });
    await h.renderView('ConnectingExternal', { connectorId: testWallet.id });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ERRORS.CODE_LOAD_FAILED);
    expect(h.gangway.getAccount('eip155')?.status).not.toBe('connected');
    const failedCalls = loader.calls;
    loader.failing = false;
    act(() => fireEvent.click(alert.querySelector('[data-gangway-retry]')!));
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(h.gangway.getAccount('eip155')).toMatchObject({ status: 'connected', address: ADDRESS });
    expect(loader.calls).toBeGreaterThan(failedCalls);
  });
});
