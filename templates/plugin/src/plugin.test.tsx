// @vitest-environment happy-dom
/**
 * The plugin tested with the kernel's harness (@gangway/kernel/testing): a real kernel around it,
 * in-memory storage and a network that refuses every request the test did not answer.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { defineManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import descriptor from '../plugin.json';
import { HELLO_VIEW, helloManifest } from './manifest';
import { helloKey } from './plugin';

// In tests the module loads in-bundle (`load`) instead of from the remote's origin.
const { remote, ...data } = helloManifest('https://plugins.example.com/hello/remoteEntry.js', 'sha384-test');
const manifest = defineManifest({ ...data, load: () => import('./plugin') });

afterEach(cleanup);

it('renders its view, counts waves in its slice and raises a toast', async () => {
  const h = createPluginHarness<{ hello: boolean }>(manifest, { features: { hello: true } });
  await h.renderView(HELLO_VIEW);
  expect(screen.getByTestId('hello-plugin').textContent).toContain('Hello from a plugin built with the Gangway template.');
  expect(screen.getByTestId('hello-plugin').textContent).toContain('No wallet connected.');

  fireEvent.click(screen.getByRole('button', { name: 'Wave' }));
  expect(h.slice(helloKey).waves).toBe(1);
  expect(screen.getByTestId('hello-waves').textContent).toBe('Waves: 1');
  expect(h.kernel.store.getState().toast).toMatchObject({ variant: 'success', message: 'You waved' });
});

it('is never loaded while its switch is off', async () => {
  const h = createPluginHarness(manifest);
  expect(await h.activate()).toBe(false);
  expect(h.kernel.store.getState().plugins.hello.status).toBe('disabled');
});

it('says in plugin.json (what the build publishes) what its manifest says', () => {
  expect(descriptor).toEqual({ ...data, remote: { name: remote!.name, module: remote!.module } });
});
