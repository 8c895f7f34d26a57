import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GangwayError } from '../errors/core';
import { checkedPluginOptions } from './plugin-options';
import type { PluginManifest } from './manifest';

const plugin = (id: string, legacyOptions?: Record<string, string>): PluginManifest => ({ id, apiVersion: 2, legacyOptions });

const Schema = v.object({ networks: v.optional(v.array(v.object({ router: v.pipe(v.string(), v.startsWith('0x', 'Expected 0x…')) })), []) });

describe('a plugin\'s options, checked by its schema as it loads', () => {
  it("hands setup the schema's output, defaults applied ({} checked when the host gave none)", async () => {
    expect(await checkedPluginOptions(plugin('swaps'), Schema, { pluginOptions: { swaps: { networks: [{ router: '0x1' }] } } })).toEqual({ networks: [{ router: '0x1' }] });
    expect(await checkedPluginOptions(plugin('swaps'), Schema, { pluginOptions: {} })).toEqual({ networks: [] });
    // A plugin without a schema gets what the host passed.
    expect(await checkedPluginOptions(plugin('p'), undefined, { pluginOptions: { p: { a: 1 } } })).toEqual({ a: 1 });
  });

  it('refuses with INVALID_PLUGIN_OPTIONS naming the plugin and each field', async () => {
    const error = await checkedPluginOptions(plugin('swaps'), Schema, { pluginOptions: { swaps: { networks: [{ router: '1' }, {}] } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GangwayError);
    expect((error as GangwayError).code).toBe('INVALID_PLUGIN_OPTIONS');
    expect((error as GangwayError).message).toBe('Invalid options for plugin swaps:\n- networks.0.router: Expected 0x…\n- networks.1.router: Invalid key: Expected "router" but received undefined');
    expect((error as GangwayError).details).toMatchObject({ plugin: 'swaps', issues: [{ path: 'networks.0.router' }, { path: 'networks.1.router' }] });
  });

  it("refuses one option given by two names, the spec's wording (the sign-in plugin's siwx and siweConfig)", async () => {
    const signIn = plugin('signin', { siweConfig: 'config', siwx: 'config' });
    const a = { a: 1 };
    const b = { b: 2 };
    // As parseOptions gathered them: the first deprecated name set fills the key.
    await expect(checkedPluginOptions(signIn, undefined, { siweConfig: a, siwx: b, pluginOptions: { signin: { config: a } } })).rejects.toThrow(
      'Invalid options for plugin signin:\n- Cannot set both siweConfig and siwx options',
    );
    await expect(checkedPluginOptions(signIn, undefined, { siwx: b, pluginOptions: { signin: { config: a } } })).rejects.toThrow('Cannot set both pluginOptions.signin.config and siwx options');
    expect(await checkedPluginOptions(signIn, undefined, { siwx: b, pluginOptions: { signin: { config: b } } })).toEqual({ config: b });
  });

  it('awaits an asynchronous schema', async () => {
    const Async = v.objectAsync({ n: v.pipeAsync(v.number(), v.checkAsync(async (n) => n > 0, 'Expected a positive number')) });
    expect(await checkedPluginOptions(plugin('p'), Async, { pluginOptions: { p: { n: 2 } } })).toEqual({ n: 2 });
    await expect(checkedPluginOptions(plugin('p'), Async, { pluginOptions: { p: { n: 0 } } })).rejects.toThrow('Invalid options for plugin p:\n- n: Expected a positive number');
  });
});
