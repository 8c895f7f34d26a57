/**
 * Prints the demo's eager JS (gzip), the floor (a bare React app built the same way), the widget's
 * eager cost (their difference, budget 20 KB gzip) and every lazy chunk: what each plugin costs
 * when — and only when — it is used — and what loading a ~1 KB remote plugin costs (the example
 * remote: its own files, and the host's federation runtime shared by all remotes), and each built-in
 * plugin as a remote bundle beside its chunks in the host's build.
 * `npm run size` (builds first unless --no-build).
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADAPTER_BUDGET_GZIP, EAGER_BUDGET_GZIP, LOCALE_BUDGET_GZIP, REGISTRY30_BUDGET_GZIP, REMOTE_BUDGET_GZIP, adapterCodeIn, adapterCosts, localeCosts, remoteBundlesCost, remotePluginCost, widgetEagerCost } from './size-lib.mjs';
import { familyCosts } from './size-families.mjs';
import { FIRST_WAVE_BUDGET_GZIP, firstWaveCost } from './size-wave.mjs';
import { APPKIT_BUDGET_GZIP, appkitEagerCost } from '../libs/appkit/size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) execSync('npx rspack build -c rspack.config.ts', { cwd: root, stdio: 'inherit', env: { ...process.env, GANGWAY_ONLY: 'demo,probe,probe-registry30,floor,example-remote,remotes,size-adapter-wagmi,size-adapter-ethers,size-adapter-ethers5,size-adapter-universal,size-adapter-solana,size-adapter-bitcoin' } });

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const { demo, floor, costGzip, pageLoadCostGzip } = widgetEagerCost(path.join(root, 'dist'));
console.log('\nGangway size report (gzip -9)\n');
console.log(`demo initial JS     ${kb(demo.eagerGzip).padStart(10)}   (${kb(demo.eagerRaw)} raw)`);
console.log(`floor (bare React)  ${kb(floor.eagerGzip).padStart(10)}   (${kb(floor.eagerRaw)} raw)`);
console.log(`widget eager cost   ${kb(costGzip).padStart(10)}   (basic mode: the HTML's scripts minus the floor)`);
console.log(`  at page load      ${kb(pageLoadCostGzip).padStart(10)}   (the demo page: its own panel and test hooks included; host code, not budgeted)`)
const probe = widgetEagerCost(path.join(root, 'dist'), 'probe');
const r30 = widgetEagerCost(path.join(root, 'dist'), 'probe-registry30');
console.log(`widget alone        ${kb(probe.pageLoadCostGzip).padStart(10)}   budget ${kb(EAGER_BUDGET_GZIP)}  ${probe.pageLoadCostGzip <= EAGER_BUDGET_GZIP ? 'OK' : 'OVER BUDGET'}  (hosts/probe: the floor + createGangway, provider, button, every built-in plugin registered)`);
console.log(`  30 plugins        ${kb(r30.pageLoadCostGzip).padStart(10)}   budget ${kb(REGISTRY30_BUDGET_GZIP)}  ${r30.pageLoadCostGzip <= REGISTRY30_BUDGET_GZIP ? 'OK' : 'OVER'}  (the same with test/size/registry30: the built-in manifests + those still to come)`);
const waveBasic = firstWaveCost(path.join(root, 'dist'));
const waveAll = firstWaveCost(path.join(root, 'dist'), 'all');
console.log(`first click's wave ${kb(waveBasic.gzip).padStart(10)}   budget ${kb(FIRST_WAVE_BUDGET_GZIP)}  ${waveBasic.gzip <= FIRST_WAVE_BUDGET_GZIP ? 'OK' : 'OVER BUDGET'}  (basic mode, ${waveBasic.parts.length} scripts: the runtime, the UI and the Connect view's plugins)`);
console.log(`  every feature on  ${kb(waveAll.gzip).padStart(10)}   (${waveAll.parts.length} scripts: + start-up, email, socials)`);
console.log(`all JS emitted      ${kb(demo.totalGzip).padStart(10)}   (${kb(demo.totalRaw)} raw)`);
const remote = remotePluginCost(path.join(root, 'dist'));
console.log(`remote plugin       ${kb(remote.ownGzip).padStart(10)}   budget ${kb(REMOTE_BUDGET_GZIP)}  ${remote.ownGzip <= REMOTE_BUDGET_GZIP ? 'OK' : 'OVER BUDGET'}  (the example remote: ${remote.own.map((f) => `${f.file} ${kb(f.gzip)}`).join(' + ')}; it uses the host's federation runtime)`);
console.log(`  + host MF runtime ${kb(remote.hostRuntimeGzip).padStart(10)}   (gangway-mf-runtime, fetched once with the first remote plugin, shared by all)\n`);
console.log(`built-in plugins as remote bundles (options.source 'remote'; the host MF runtime above is fetched once too):`);
console.log(`  ${'plugin'.padEnd(16)} ${'entry'.padStart(9)} ${'whole bundle'.padStart(13)} ${'bundled chunk group'.padStart(20)}`);
for (const b of remoteBundlesCost(path.join(root, 'dist'))) console.log(`  ${b.id.padEnd(16)} ${kb(b.entryGzip).padStart(9)} ${kb(b.remoteGzip).padStart(13)} ${kb(b.bundledGzip).padStart(20)}`);
console.log('');
console.log(`host adapters (docs/adapters.md; the chain library is the host's and not counted):`);
console.log(`  ${'adapter'.padEnd(16)} ${'host side'.padStart(10)} ${'plugin (lazy)'.padStart(14)}`);
for (const a of adapterCosts(path.join(root, 'dist'))) console.log(`  ${a.id.padEnd(16)} ${kb(a.hostGzip).padStart(10)} ${kb(a.pluginGzip).padStart(14)}   budget ${kb(ADAPTER_BUDGET_GZIP)} host side ${a.hostGzip <= ADAPTER_BUDGET_GZIP ? 'OK' : 'OVER BUDGET'}`);
const inDemo = [...adapterCodeIn(path.join(root, 'dist', 'demo')), ...adapterCodeIn(path.join(root, 'dist', 'probe'))];
console.log(`  a host without adapters (demo, probe): ${inDemo.length ? `ADAPTER CODE FOUND: ${inDemo.join(', ')}` : '0 bytes of adapter code'}`);
console.log('');
console.log('chain families (lazy: only a host configuring the namespace loads any of it; plugin chunk with the Connect view, SDK on first use):');
for (const f of familyCosts(path.join(root, 'dist'))) console.log(`  ${f.family.padEnd(16)} ${kb(f.totalGzip).padStart(9)}   (${f.parts.map((p) => `${p.group} ${kb(p.gzip)}`).join(' + ')})`);
console.log('');
console.log('locales (docs/i18n.md; English is in the kernel; each other locale is one chunk, fetched only when it is the active one):');
for (const l of localeCosts(path.join(root, 'dist'))) {
  console.log(`  ${l.tag.padEnd(16)} ${kb(l.gzip).padStart(9)}   budget ${kb(LOCALE_BUDGET_GZIP)} ${l.gzip <= LOCALE_BUDGET_GZIP ? 'OK' : 'OVER BUDGET'}   in the initial JS: ${l.eager || l.inEager ? 'YES (a locale leaked into the eager bundle)' : 'no'}`);
}
const appkit = await appkitEagerCost();
console.log(`@gangway/appkit     ${kb(appkit.gzip).padStart(10)}   budget ${kb(APPKIT_BUDGET_GZIP)}  ${appkit.gzip <= APPKIT_BUDGET_GZIP ? 'OK' : 'OVER BUDGET'}  (its /react entry over the kernel: createAppKit, the instance, the hooks; ${kb(appkit.raw)} raw)`);
console.log('');
console.log('lazy chunks (fetched only when used):');
for (const f of demo.files.filter((x) => !x.eager)) console.log(`  ${f.name.padEnd(64)} ${kb(f.gzip).padStart(9)}`);
