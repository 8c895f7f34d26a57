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
import { MESSAGES } from './messages';

// In tests the module loads in-bundle (`load`) instead of from the remote's origin.
const { remote, locales, ...data } = helloManifest('https://plugins.example.com/hello/remoteEntry.js', 'sha384-test');
const manifest = defineManifest({ ...data, locales, load: () => import('./plugin') });

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

it('takes its options from the host, checked by its schema: maxWaves stops the Wave button', async () => {
  const h = createPluginHarness<{ hello: boolean }>(manifest, { features: { hello: true }, options: { pluginOptions: { hello: { maxWaves: 2 } } } });
  await h.renderView(HELLO_VIEW);
  const button = screen.getByRole('button', { name: 'Wave' }) as HTMLButtonElement;
  fireEvent.click(button);
  fireEvent.click(button);
  expect(h.slice(helloKey).waves).toBe(2);
  expect(button.disabled).toBe(true);
});

it('fails, naming itself and the field, when the host passes options its schema refuses', async () => {
  const h = createPluginHarness<{ hello: boolean }>(manifest, { features: { hello: true }, options: { pluginOptions: { hello: { maxWaves: 0 } } } });
  expect(await h.activate()).toBe(false);
  const record = h.kernel.store.getState().plugins.hello;
  expect(record.status).toBe('failed');
  expect(record.error).toBe('Invalid options for plugin hello:\n- maxWaves: Expected at least 1 wave');
});

it('is never loaded while its switch is off', async () => {
  const h = createPluginHarness(manifest);
  expect(await h.activate()).toBe(false);
  expect(h.kernel.store.getState().plugins.hello.status).toBe('disabled');
});

it('says in plugin.json (what the build publishes) what its manifest says', () => {
  expect(descriptor).toEqual({ ...data, remote: { name: remote!.name, module: remote!.module } });
});

it('ships its texts in Spanish: every English key, the same {placeholders}, shown for a Spanish visitor', async () => {
  const loaded = await manifest.locales!.es!();
  const es = ('default' in loaded ? loaded.default : loaded) as Record<string, string>;
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  expect(Object.keys(es).sort()).toEqual(Object.keys(MESSAGES).sort());
  for (const [key, english] of Object.entries(MESSAGES)) expect(placeholders(es[key]!), key).toEqual(placeholders(english));

  const h = createPluginHarness<{ hello: boolean }>(manifest, { features: { hello: true }, options: { locale: 'es' } });
  // The harness installs the runtime at once, without the locale chunks the kernel fetches with it:
  // the test hands the file over as the plugin's translations, the layer those chunks fill.
  h.kernel.addMessages({}, { es });
  await h.renderView(HELLO_VIEW);
  expect(screen.getByTestId('hello-plugin').textContent).toContain('Hola desde un plugin hecho con la plantilla de Gangway.');
  fireEvent.click(screen.getByRole('button', { name: 'Saludar' }));
  expect(h.kernel.store.getState().toast).toMatchObject({ message: 'Has saludado' });
});
