// Run by test/sdk/run.mjs in the host's folder, on the installed tarballs with Node's ESM loader: the
// published manifests carry no deferred field (title, titles, permissions, slots, …) eagerly, their
// `details` loads them, and the kernel registers each plugin with them once the runtime is there.
import assert from 'node:assert/strict';
import { createGangway } from '@gangway/kernel';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { injectedManifest } from '@gangway/plugin-injected/manifest';
import { ethereum } from './src/network.js';

// kernel/src/plugins/manifest.ts `ManifestDetails` (scripts/manifest-split-loader.cjs `DETAIL_KEYS`).
const DETAIL_KEYS = ['title', 'titles', 'contributes', 'permissions', 'slots', 'slotOrder', 'family'];
const eagerDetails = (m) => DETAIL_KEYS.filter((k) => k in m);
const unwrap = (d) => ('default' in d ? d.default : d);

// One plugin's manifest, imported alone: its permissions come with `details`, not before.
assert.deepEqual(eagerDetails(injectedManifest), [], 'the injected manifest holds deferred fields eagerly');
assert.deepEqual(unwrap(await injectedManifest.details()).permissions, ['wallet.sign', 'wallet.session']);

// The built-in list: no manifest holds a deferred field; every one loads them lazily.
assert.ok(builtinPlugins.length > 20, `only ${builtinPlugins.length} built-in manifests`);
for (const m of builtinPlugins) {
  assert.deepEqual(eagerDetails(m), [], `the built-in manifest ${m.id} holds deferred fields eagerly`);
  assert.equal(typeof m.details, 'function', `the built-in manifest ${m.id} has no details loader`);
}
const details = new Map(await Promise.all(builtinPlugins.map(async (m) => [m.id, unwrap(await m.details())])));
assert.ok([...details.values()].filter((d) => d.titles).length >= 5, 'fewer than 5 built-in plugins have titles in their details');
assert.ok([...details.values()].filter((d) => d.permissions?.length).length >= 5, 'fewer than 5 built-in plugins have permissions in their details');

// The kernel merges them before it registers the plugins (the runtime's wave).
const gangway = createGangway({
  projectId: 'example',
  networks: [ethereum],
  plugins: builtinPlugins,
}, { skipStartup: true });
const loaded = await gangway.kernel.loadRuntime();
const registered = new Map(loaded.plugins.manifests().map((m) => [m.id, m]));
for (const [id, d] of details) {
  const m = registered.get(id);
  assert.ok(m, `the kernel did not register ${id}`);
  for (const k of Object.keys(d)) assert.deepEqual(m[k], d[k], `${id}'s registered ${k} differs from its details`);
}
assert.deepEqual(registered.get('injected').permissions, ['wallet.sign', 'wallet.session']);
gangway.destroy();
console.log(`details: ${builtinPlugins.length} built-in manifests hold none eagerly; the kernel registered each with its details (titles: ${[...details.values()].filter((d) => d.titles).length}, permissions: ${[...details.values()].filter((d) => d.permissions?.length).length})`);
