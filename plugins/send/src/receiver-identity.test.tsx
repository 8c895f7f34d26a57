// @vitest-environment happy-dom
// Who the Send receiver is (spec §3 Send state receiverProfileName, receiverProfileImageUrl): a typed
// name or address is looked up through the identity service (a fake under the harness, as the
// identity plugin provides it); its avatar shows beside the receiver, a bad avatar URL never renders.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPluginHarness } from '@gangway/kernel/testing';
import { OTHER_ADDRESS, apiBalance, balanceFetch, createFakeWallet, testDevnet } from '@gangway/lib-wallet/testing';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import type { NamesService } from '@gangway/plugin-names/public';
import type { Identity, IdentityService } from '@gangway/plugin-identity/public';
import { sendManifest } from './manifest';
import { setupSend } from './plugin';
import { receiverAvatarUrl } from './receiver-identity';
import { sendSliceKey } from './slice';

async function setup(identities: Record<string, Identity>, directory: Record<string, string> = {}) {
  const asked: string[] = [];
  const identity: IdentityService = { async lookup(address) { asked.push(address); return identities[address] ?? { name: null, avatar: null }; } };
  const names: NamesService = { async resolveAddress(name) { return directory[name.trim().toLowerCase()] ?? null; } };
  const wallet = createFakeWallet();
  const manifest = { ...sendManifest, load: async () => ({ setup: (api: Parameters<typeof setupSend>[0]) => setupSend(api) }) };
  const h = createPluginHarness(manifest, {
    fakes: { plugins: [wallet.plugin, chainEip155Manifest], services: { names, identity } },
    fetch: balanceFetch(() => ({ balances: [apiBalance('ETH', '2', { value: 6000 })] })).fetch,
    options: { networks: [testDevnet] },
  });
  await h.kernel.connect({ connectorId: 'fake' });
  h.kernel.router.reset('Account');
  h.kernel.router.push('Send');
  await h.renderView('Send');
  await waitFor(() => expect(h.slice(sendSliceKey).tokenBalances).toHaveLength(1));
  return { h, asked };
}
const type = (receiver: string) => fireEvent.change(screen.getByTestId('send-receiver'), { target: { value: receiver } });

afterEach(cleanup);

describe('Send: the receiver’s name and avatar', () => {
  it('a typed name: its address’s avatar beside it, both in the Send state (issue 36)', async () => {
    const avatar = 'https://img.test/alice.png';
    const { h, asked } = await setup({ [OTHER_ADDRESS]: { name: 'alice.reown.id', avatar } }, { 'alice.reown.id': OTHER_ADDRESS });
    type('Alice.reown.id');
    await waitFor(() => expect(screen.getByTestId('send-receiver-avatar').getAttribute('src')).toBe(avatar));
    expect(screen.getByTestId('send-receiver-profile-name').textContent).toBe('alice.reown.id');
    expect(h.slice(sendSliceKey)).toMatchObject({ receiverProfileName: 'alice.reown.id', receiverProfileImageUrl: avatar });
    expect(asked).toEqual([OTHER_ADDRESS]);
    // Typed on to something that is neither: both go.
    type('Alice.reown');
    await waitFor(() => expect(screen.queryByTestId('send-receiver-profile')).toBeNull());
    expect(h.slice(sendSliceKey)).toMatchObject({ receiverProfileName: undefined, receiverProfileImageUrl: undefined });
  });

  it('a typed address: its identity’s name and avatar; no identity, nothing shown (issue 36)', async () => {
    const { h } = await setup({ [OTHER_ADDRESS]: { name: 'bob.reown.id', avatar: 'data:image/png;base64,AAAA' } });
    type(OTHER_ADDRESS.slice(0, 20));
    expect(screen.queryByTestId('send-receiver-profile')).toBeNull();
    type(OTHER_ADDRESS);
    await waitFor(() => expect(screen.getByTestId('send-receiver-profile-name').textContent).toBe('bob.reown.id'));
    expect(screen.getByTestId('send-receiver-avatar').getAttribute('src')).toBe('data:image/png;base64,AAAA');
    type(`0x${'1'.repeat(40)}`);
    await waitFor(() => expect(screen.queryByTestId('send-receiver-profile')).toBeNull());
    expect(h.slice(sendSliceKey).receiverProfileImageUrl).toBeUndefined();
  });

  it('a bad avatar never renders: not a URL, javascript:, http: on an https page (issue 36)', async () => {
    for (const bad of ['not a url', 'javascript:alert(1)', '/relative.png', 'blob:https://evil.test/x', 'data:text/html,<script>1</script>']) {
      expect(receiverAvatarUrl(bad, 'https:'), bad).toBeUndefined();
    }
    expect(receiverAvatarUrl('http://img.test/a.png', 'https:')).toBeUndefined();
    expect(receiverAvatarUrl('http://img.test/a.png', 'http:')).toBe('http://img.test/a.png');
    expect(receiverAvatarUrl(' https://img.test/a.png ', 'https:')).toBe('https://img.test/a.png');
    // Through the view: the name shows, the hostile avatar does not.
    await setup({ [OTHER_ADDRESS]: { name: '<img src=x onerror=alert(1)>', avatar: 'javascript:alert(1)' } });
    type(OTHER_ADDRESS);
    await waitFor(() => expect(screen.getByTestId('send-receiver-profile-name').textContent).toBe('<img src=x onerror=alert(1)>'));
    expect(screen.queryByTestId('send-receiver-avatar')).toBeNull();
    expect(screen.getByTestId('send-receiver-profile').querySelector('img')).toBeNull();
  });
});
