// @vitest-environment happy-dom
// The walkthrough's test (docs/plugins.md): a third-party plugin tested with the kernel's harness,
// exactly as its author would, without building it as a remote.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { defineManifest } from '@gangway/kernel';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { EXAMPLE_VIEW } from './manifest';
import { greetingKey } from './plugin';

// In tests the plugin loads in-bundle (`load`) instead of from its remote origin.
const manifest = defineManifest({
  id: 'example-greeting',
  apiVersion: 2,
  feature: 'features.exampleGreeting',
  views: [EXAMPLE_VIEW],
  permissions: ['http'],
  load: () => import('./plugin'),
});

afterEach(cleanup);

it('renders its view, counts visits in its slice and raises a toast', async () => {
  // The plugin asks the project's API for its networks: the test answers (any other request fails it).
  const api = fakeFetch({ 'GET /v1/supported-chains': { json: { http: ['eip155:1', 'eip155:10'] } } });
  const h = createPluginHarness<{ exampleGreeting: boolean }>(manifest, { features: { exampleGreeting: true }, fetch: api.fetch });
  await h.renderView(EXAMPLE_VIEW);
  expect(screen.getByTestId('example-greeting').textContent).toContain('Opened 1 time(s)');
  expect((await screen.findByTestId('example-networks')).textContent).toContain('2 network(s)');
  act(() => { h.kernel.router.push('Connect'); h.kernel.router.push(EXAMPLE_VIEW); });
  expect(h.slice(greetingKey).opened).toBe(2);
  fireEvent.click(screen.getByRole('button', { name: 'Say hello' }));
  expect(h.kernel.store.getState().toast).toMatchObject({ variant: 'success', message: 'Greetings sent' });
});

it('is never loaded when its switch is off', async () => {
  const h = createPluginHarness(manifest);
  expect(await h.activate()).toBe(false);
  expect(h.kernel.store.getState().plugins['example-greeting'].status).toBe('disabled');
});
