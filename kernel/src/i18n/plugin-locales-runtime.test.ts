/** The kernel loads each enabled plugin's translations of the active locale with its runtime, and nothing for English. */
import { describe, expect, it, vi } from 'vitest';
import { createKernel } from '../api/kernel';
import { defineManifest } from '../plugins/define';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';

const plugin = (id: string, feature?: string) => {
  const locales = { es: vi.fn(async () => ({ default: { [`${id}.hello`]: `Hola de ${id}` } })), ja: vi.fn(async () => ({ [`${id}.hello`]: 'こんにちは' })) };
  const manifest = defineManifest({ id, apiVersion: 2, feature, views: [`${id}View`], locales, load: async () => ({ default: { setup() {} } }) });
  return { manifest, locales };
};
const kernelWith = (locale: string, ...plugins: ReturnType<typeof plugin>[]) =>
  createKernel({ projectId: 'p1', networks: [testDevnet], basic: true, locale, features: { on: true }, plugins: plugins.map((p) => p.manifest) },
    { storage: memoryStorage(), fetch: vi.fn() as never, skipStartup: true });

describe('plugin translations at run time', () => {
  it("translates an enabled plugin's texts in the active locale (language of 'es-MX'), fetches no other, nor a disabled plugin's", async () => {
    const [a, off] = [plugin('a', 'features.on'), plugin('off', 'features.absent')];
    const k = kernelWith('es-MX', a, off);
    const loaded = await k.loadRuntime();
    loaded.addMessages({ 'a.hello': 'Hello from a' });
    expect(k.t('a.hello')).toBe('Hola de a');
    expect(k.t('modal.close')).toBe('Cerrar');
    expect(a.locales.es).toHaveBeenCalledTimes(1);
    expect(a.locales.ja).not.toHaveBeenCalled();
    expect(off.locales.es).not.toHaveBeenCalled();
  });

  it('fetches no translation for an English visitor', async () => {
    const a = plugin('a');
    const k = kernelWith('en', a);
    const loaded = await k.loadRuntime();
    loaded.addMessages({ 'a.hello': 'Hello from a' });
    expect(k.t('a.hello')).toBe('Hello from a');
    expect(a.locales.es).not.toHaveBeenCalled();
    expect(a.locales.ja).not.toHaveBeenCalled();
  });
});
