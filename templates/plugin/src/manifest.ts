/**
 * The manifest: pure data, bundled with every host that registers the plugin. A host that imports this
 * package calls `helloManifest(entry, integrity)` with where it serves the build and the build's
 * integrity (dist/integrity.json). The same data is in plugin.json, which the build reads (its
 * federation name and exposed module) and publishes as dist/gangway-plugin.json for hosts that add a
 * plugin at run time; src/plugin.test.tsx checks the two agree (but for `locales`: loaders are code, so a
 * plugin added from its JSON speaks English only).
 */
import { defineManifest } from '@gangway/kernel';
import type { HelloOptionsInput } from './options';

export const HELLO_VIEW = 'Hello';

export const helloManifest = (entry: string, integrity: string) =>
  defineManifest({
    id: 'hello',
    // The plugin API this code was written against: a kernel that speaks another version refuses it.
    apiVersion: 2,
    title: 'Hello (a plugin from the Gangway template)',
    // Its own switch: a host turns it on with `features: { hello: true }`.
    feature: 'features.hello',
    views: [HELLO_VIEW],
    // It needs nothing beyond its own view and state. Add 'http', 'storage', … as it grows; the host
    // must grant each one (options.remotes.grant).
    permissions: [],
    remote: { name: 'gangway_hello', entry, module: './plugin', integrity },
    // Its texts in other languages (English is src/messages.ts): the kernel fetches only the active
    // locale's, with its own chunks, and none for an English visitor. Add a file and a line per language.
    locales: { es: () => import('./locales/es') },
  });

// Types the host's `pluginOptions.hello` (type-only: nothing of the schema reaches the host's bundle).
declare module '@gangway/kernel' {
  interface PluginOptionsById {
    hello?: HelloOptionsInput;
  }
}
