// @vitest-environment happy-dom
// The host components speak the active locale from page load, before the runtime (and its catalogue) is there.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createGangway } from '../api/create-gangway';
import es from '../i18n/locales/es';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';
import { GangwayProvider } from './GangwayProvider';
import { GangwayButton, GangwayNetworkButton } from './host-buttons';

afterEach(() => { cleanup(); document.getElementById('gangway-host-styles')?.remove(); });

const page = (options: Record<string, unknown>) => {
  const g = createGangway({ projectId: 'p', networks: [testDevnet], basic: true, plugins: [], ...options } as never, { skipStartup: true, storage: memoryStorage() });
  render(<GangwayProvider gangway={g}><GangwayButton /><GangwayNetworkButton /></GangwayProvider>);
  return g;
};

it('a Spanish page: the connect button turns Spanish once the locale chunk is there, the runtime still not loaded', async () => {
  const g = page({ locale: 'es' });
  await waitFor(() => expect(screen.getByTestId('gangway-connect').textContent).toBe(es['modal.title']));
  // The catalogue is still the eager placeholder: the text came from the locale chunk alone.
  expect(g.kernel.t('modal.title')).toBe('modal.title');
});

it("the host's own wording wins at once, in any locale", () => {
  page({ locale: 'es', messages: { 'modal.title': 'Entrar' } });
  expect(screen.getByTestId('gangway-connect').textContent).toBe('Entrar');
});

it('an English page fetches nothing and stays English', async () => {
  page({ locale: 'en' });
  expect(screen.getByTestId('gangway-connect').textContent).toBe('Connect Wallet');
  await new Promise((r) => setTimeout(r, 0));
  expect(screen.getByTestId('gangway-connect').textContent).toBe('Connect Wallet');
});
