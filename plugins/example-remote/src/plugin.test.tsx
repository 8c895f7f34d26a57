// @vitest-environment happy-dom
// The walkthrough's test (docs/plugins.md): a third-party plugin tested with the kernel's harness,
// exactly as its author would, without building it as a remote.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { defineManifest, PLUGIN_API_VERSION } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { EXAMPLE_VIEW } from './manifest';
import { greetingKey } from './plugin';

// In tests the plugin loads in-bundle (`load`) instead of from its remote origin.
const manifest = defineManifest({
  id: 'example-greeting',
  apiVersion: PLUGIN_API_VERSION,
  feature: 'features.exampleGreeting',
  views: [EXAMPLE_VIEW],
  load: () => import('./plugin'),
});

afterEach(cleanup);

it('renders its view, counts visits in its slice and raises a toast', async () => {
  const h = createPluginHarness(manifest, { options: { features: { exampleGreeting: true } } as never });
  h.kernel.router.push(EXAMPLE_VIEW);
  await h.renderView(EXAMPLE_VIEW);
  expect(screen.getByTestId('example-greeting').textContent).toContain('Opened 1 time(s)');
  h.kernel.router.push('Connect');
  h.kernel.router.push(EXAMPLE_VIEW);
  expect(h.slice(greetingKey).opened).toBe(2);
  fireEvent.click(screen.getByRole('button', { name: 'Say hello' }));
  expect(h.kernel.store.getState().toast).toMatchObject({ variant: 'success', message: 'Greetings sent' });
});

it('is never loaded when its switch is off', async () => {
  const h = createPluginHarness(manifest);
  expect(await h.activate()).toBe(false);
  expect(h.kernel.store.getState().plugins['example-greeting'].status).toBe('disabled');
});
