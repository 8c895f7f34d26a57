import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { loadPack, type PluginLocales } from './plugin-locales';

const kernelEs = Promise.resolve({ messages: { 'modal.close': 'Cerrar' } });

describe('loadPack', () => {
  it("requests nothing when no plugin ships the locale, and gives the kernel's pack as it is", () => {
    const es = vi.fn(async () => ({ 'p.a': 'A-es' }));
    expect(loadPack('en', [{ locales: { es } }], undefined)).toBeUndefined();
    expect(loadPack('fr', [{ locales: { es } }, {}], kernelEs)).toBe(kernelEs);
    expect(es).not.toHaveBeenCalled();
  });

  it("loads the active locale's translations only (exact tag, then primary subtag), under the kernel's", async () => {
    const a: PluginLocales = { es: vi.fn(async () => ({ default: { 'a.x': 'X', 'modal.close': 'plugin' } })), ja: vi.fn(async () => ({ 'a.x': 'ja' })) };
    const b: PluginLocales = { 'es-MX': vi.fn(async () => ({ 'b.y': 'Y-mx' })), es: vi.fn(async () => ({ 'b.y': 'Y' })) };
    const pack = await loadPack('es-MX', [{ locales: a }, { locales: b }], kernelEs);
    expect(pack!.messages).toEqual({ 'modal.close': 'Cerrar', 'a.x': 'X', 'b.y': 'Y-mx' });
    expect(a.ja).not.toHaveBeenCalled();
    expect(b.es).not.toHaveBeenCalled();
  });

  it('calls a loader shared by several manifests once, keeps the transform, and works without a kernel chunk', async () => {
    const shared: PluginLocales = { de: vi.fn(async () => ({ 'p.a': 'A-de' })) };
    const pack = await loadPack('de', [{ locales: shared }, { locales: shared }], undefined);
    expect(shared.de).toHaveBeenCalledTimes(1);
    expect(pack).toEqual({ messages: { 'p.a': 'A-de' } });
    const transform = (s: string) => `[${s}]`;
    expect((await loadPack('x', [{ locales: { x: async () => ({ 'p.a': 'a' }) } }], Promise.resolve({ messages: {}, transform })))!.transform).toBe(transform);
  });

  it("leaves a plugin whose chunk fails (or whose loader is no function, or throws) in English, the others translated", async () => {
    const bad = [{ locales: { es: 'nope' } as never }, { locales: { es: () => { throw new Error('sync'); } } }];
    const pack = await loadPack('es', [...bad, { locales: { es: () => Promise.reject(new Error('chunk failed')) } }, { locales: { es: async () => ({ 'b.y': 'Y' }) } }], kernelEs);
    const i = createI18n({ locale: 'es', pack });
    i.extend({ 'a.x': 'English X', 'b.y': 'English Y' });
    expect([i.t('a.x'), i.t('b.y'), i.t('modal.close')]).toEqual(['English X', 'Y', 'Cerrar']);
  });
});
