// @vitest-environment happy-dom
// useGangwayTheme and useGangwayModalState follow the widget (docs/api.md, React).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { defineManifest } from '../plugins/define';
import { createPluginHarness } from '../testing';
import { testDevnet, testMainnet } from '../testing/networks.test-util';
import { GangwayProvider } from './GangwayProvider';
import { useGangwayModalState, useGangwayTheme } from './app-hooks';

afterEach(cleanup);
// open() starts lazy chunk imports the test does not wait for: compiled first, they settle before teardown.
beforeAll(async () => { await Promise.all([import('../api/runtime'), import('../api/flows'), import('../ui/mount')]); });
// The views the buttons open are the plugins' roles (opens), not names the kernel knows.
const idle = defineManifest({ id: 'idle', apiVersion: 2, views: ['Door', 'Home', 'Chains'], opens: { disconnected: 'Door', connected: 'Home', network: 'Chains' },
  load: async () => ({ default: () => undefined }) as never });

function Readout() {
  const { themeMode, setThemeMode } = useGangwayTheme();
  const { open, activeChain, selectedNetworkId, view } = useGangwayModalState();
  return (
    <>
      <output data-testid="readout">{`${themeMode}|${String(open)}|${activeChain}|${selectedNetworkId}|${view}`}</output>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>theme</button>
    </>
  );
}

it('reads the theme and the modal state, and sets the theme', async () => {
  const h = createPluginHarness(idle, { options: { themeMode: 'light', networks: [testDevnet, testMainnet] } });
  render(<GangwayProvider gangway={h.gangway}><Readout /></GangwayProvider>);
  expect(screen.getByTestId('readout').textContent).toBe('light|false|eip155|eip155:31337|Door');
  act(() => { screen.getByRole('button', { name: 'theme' }).click(); });
  expect(screen.getByTestId('readout').textContent).toBe('dark|false|eip155|eip155:31337|Door');
  await act(async () => { await h.gangway.switchNetwork('eip155:1'); });
  await act(async () => { await h.gangway.open(); });
  expect(screen.getByTestId('readout').textContent).toBe('dark|true|eip155|eip155:1|Door');
});
