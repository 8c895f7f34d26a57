import { describe, expect, it } from 'vitest';
import { builtinPluginsWithDetails as builtinPlugins } from '../../../plugins/builtin/src/with-details';
import { defineManifest, type PluginManifest } from '@gangway/kernel';
import { dependenciesOf, expectedEnabled, matrixRows, remoteConfigOf, rowQuery, switchesOf } from './rows';

const plain = (rows: ReturnType<typeof matrixRows>) => rows.filter((r) => !r.basic);

describe('matrix rows', () => {
  it('cover both values of every pair of built-in switches, and name each plugin alone', () => {
    const paths = switchesOf(builtinPlugins);
    expect(paths.length).toBeGreaterThan(1);
    const rows = matrixRows(builtinPlugins);
    for (const a of paths) {
      for (const b of paths) {
        if (a === b) continue;
        for (const va of [true, false]) for (const vb of [true, false]) {
          expect(plain(rows).some((r) => r.switches[a] === va && r.switches[b] === vb), `${a}=${va} ${b}=${vb}`).toBe(true);
        }
      }
    }
    for (const m of builtinPlugins) expect(rows.some((r) => r.name.includes(`${m.id} alone`)), m.id).toBe(true);
    expect(rows.filter((r) => r.basic)).toHaveLength(1);
    expect(rows.some((r) => r.name.includes('enableWalletConnect off'))).toBe(true);
    expect(rows.some((r) => r.name.includes('enableEIP6963 off'))).toBe(true);
    const remote = rows.find((r) => r.source === 'remote')!;
    expect(Object.values(remote.switches).every(Boolean)).toBe(true);
    expect(rowQuery(remote)).toContain('source=remote');
    // No two rows ask for the same settings.
    const keys = rows.map((r) => JSON.stringify([r.basic, r.source, Object.entries(r.switches).sort()]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a new manifest joins by declaring itself: its switch enters the pairs, it gets an alone row with its dependencies', () => {
    const extra: PluginManifest = defineManifest({
      id: 'greeter', apiVersion: 2, feature: 'features.greeter', views: ['Greeter'], requires: ['wallet-registry'], load: async () => ({}),
    });
    const rows = matrixRows([...builtinPlugins, extra]);
    expect(plain(rows).some((r) => r.switches['features.greeter'] === true)).toBe(true);
    expect(plain(rows).some((r) => r.switches['features.greeter'] === false)).toBe(true);
    const alone = rows.find((r) => r.name.includes('greeter alone'))!;
    const registry = builtinPlugins.find((m) => m.provides?.includes('wallet-registry'))!;
    expect(Object.entries(alone.switches).filter(([, on]) => on).map(([p]) => p).sort()).toEqual(['features.greeter', registry.feature].sort());
  });

  it('dependencies follow dependsOn and required services, transitively, without cycles', () => {
    const ms: PluginManifest[] = [
      { id: 'a', apiVersion: 2, dependsOn: ['b'] },
      { id: 'b', apiVersion: 2, requires: ['svc'] },
      { id: 'c', apiVersion: 2, provides: ['svc'], dependsOn: ['a'] },
    ];
    expect(dependenciesOf('a', ms).map((m) => m.id).sort()).toEqual(['b', 'c']);
    expect(dependenciesOf('c', ms).map((m) => m.id).sort()).toEqual(['a', 'b']);
  });

  it('writes each switch to the demo URL parameter that sets it', () => {
    const row = { name: 'x', basic: true, switches: { 'features.send': false, 'features.receive': true, enableWalletConnect: false, enableWallets: true } };
    expect(rowQuery(row)).toBe('?panel=0&mode=basic&on=receive&off=send&enable=enableWallets&disable=enableWalletConnect');
    expect(expectedEnabled({ name: 'basic', basic: true, switches: {} }, builtinPlugins)).toBeUndefined();
  });
});

describe('remote feature switches', () => {
  it('a row that switches a remote feature sets it in the project configuration too', () => {
    expect(remoteConfigOf({ name: 'x', basic: false, switches: { 'features.activity': false, 'features.send': true, enableEIP6963: true } })).toEqual({ activity: false });
    expect(remoteConfigOf({ name: 'x', basic: false, switches: { 'features.swaps': true, 'features.reownBranding': false } })).toEqual({ swap: true, reown_branding: false });
    expect(remoteConfigOf({ name: 'basic', basic: true, switches: {} })).toEqual({});
  });
});
