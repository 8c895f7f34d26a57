// @vitest-environment happy-dom
// The host's account button and useGangwayAccount show the identity (spec §3 profileName, profileImage).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { defineManifest } from '../plugins/define';
import { createPluginHarness } from '../testing';
import { testDevnet, testMainnet } from '../testing/networks.test-util';
import { GangwayConnectButton } from './components';
import { GangwayProvider } from './GangwayProvider';
import { useGangwayAccount } from './hooks';

afterEach(cleanup);

const idle = defineManifest({ id: 'idle', apiVersion: 2, load: async () => ({ default: () => undefined }) as never });

function Profile() {
  const { profileName, profileImage } = useGangwayAccount();
  return <output data-testid="profile">{`${profileName ?? '-'}|${profileImage ?? '-'}`}</output>;
}

it('shows the name and avatar once known; a script URL is never an avatar', () => {
  const h = createPluginHarness(idle, { options: { networks: [testDevnet, testMainnet] } });
  render(<GangwayProvider gangway={h.gangway}><GangwayConnectButton /><Profile /></GangwayProvider>);
  expect(screen.getByTestId('gangway-connect').textContent).toBe('Connect Wallet');
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  act(() => { h.kernel.store.update((d) => { Object.assign(d.chains.eip155!.account, { status: 'connected', address }); }); });
  expect(screen.getByTestId('gangway-connect').textContent).toBe('0xf39F…2266');
  expect(screen.getByTestId('profile').textContent).toBe('-|-');
  act(() => { h.kernel.store.update((d) => { Object.assign(d.chains.eip155!.account, { profileName: 'alice.reown.id', profileImage: 'https://img.test/a.png' }); }); });
  expect(screen.getByTestId('gangway-connect').textContent).toBe('alice.reown.id');
  expect(screen.getByTestId('gangway-connect-avatar').getAttribute('src')).toBe('https://img.test/a.png');
  expect(screen.getByTestId('profile').textContent).toBe('alice.reown.id|https://img.test/a.png');
  act(() => { h.kernel.store.update((d) => { d.chains.eip155!.account.profileImage = 'javascript:alert(1)'; }); });
  expect(screen.queryByTestId('gangway-connect-avatar')).toBeNull();
});
