/**
 * Texts travel with their owner. The kernel's locale files translate exactly the kernel's own texts;
 * each built-in plugin's src/locales/<tag>.ts translates exactly its own (messages, slot labels, titles),
 * in every shipped locale, with the same {placeholders} and no empty text; no plugin's key is written
 * anywhere in kernel/src; the built-in list's merged locale chunk gives the whole catalogue; and the
 * pseudo-locale transforms every text while keeping its placeholders.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES, loadLocale } from '../../kernel/src/i18n/locales';
import { loadPack } from '../../kernel/src/i18n/plugin-locales';
import { pseudoLocalize } from '../../kernel/src/i18n/locales/x-pseudo';
import { builtinPlugins } from '../../plugins/builtin/src/index';
import { ENGLISH, KERNEL_MESSAGES, PLUGIN_ENGLISH, PLUGIN_MESSAGES } from './english-catalogue';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every plugin's locale files, by plugin directory and tag. */
const pluginLocaleFiles = import.meta.glob<{ default: Record<string, string> }>('../../plugins/*/src/locales/*.ts', { eager: true });
const pluginLocale = (id: string, tag: string) => pluginLocaleFiles[`../../plugins/${id}/src/locales/${tag}.ts`]?.default;

/** `messages` translates exactly `english`: no key missing, none extra, the same placeholders, no empty text. */
function expectTranslates(messages: Record<string, string> | undefined, english: Record<string, string>) {
  expect(messages, 'the locale file').toBeDefined();
  const keys = Object.keys(messages!);
  const wanted = Object.keys(english);
  expect(wanted.filter((k) => !keys.includes(k)).sort(), 'missing').toEqual([]);
  expect(keys.filter((k) => !wanted.includes(k)).sort(), 'extra').toEqual([]);
  for (const k of wanted) {
    expect(placeholders(messages![k]!), k).toEqual(placeholders(english[k]!));
    expect(messages![k]!.trim().length, k).toBeGreaterThan(0);
  }
}

describe.each(SHIPPED_LOCALES)('locale %s', (tag) => {
  it("the kernel's chunk holds exactly the kernel's texts", async () => {
    expectTranslates((await loadLocale(tag))!.messages, KERNEL_MESSAGES);
  });

  it.each(Object.keys(PLUGIN_ENGLISH))('the %s plugin ships exactly its own texts', (id) => {
    expectTranslates(pluginLocale(id, tag), PLUGIN_ENGLISH[id]!);
  });

  it("the built-in list loads every text of the catalogue in the kernel's chunk and one merged chunk", async () => {
    for (const m of builtinPlugins) expect(Object.keys(m.locales ?? {}), m.id).toEqual([...SHIPPED_LOCALES]);
    // One loader object for all of them: one request besides the kernel's (rspack merges the two by chunk name).
    expect(new Set(builtinPlugins.map((m) => m.locales)).size).toBe(1);
    const pack = (await loadPack(tag, builtinPlugins, loadLocale(tag)))!;
    expectTranslates(pack.messages, ENGLISH);
  });
});

describe('who owns a text', () => {
  it('every plugin with a messages file is in the catalogue, and no plugin ships a locale for texts it does not have', () => {
    const withMessages = readdirSync('plugins').filter((p) => readdirSync(`plugins/${p}/src`, { withFileTypes: true }).some((f) => /messages\.ts$/.test(f.name)));
    expect(withMessages.filter((p) => !(p in PLUGIN_MESSAGES)), 'plugins whose messages no test checks').toEqual([]);
    const owners = new Set(Object.keys(pluginLocaleFiles).map((f) => f.split('/')[3]));
    owners.delete('builtin'); // the built-in list's merged chunk (plugins/builtin/src/locales), checked above
    expect([...owners].filter((id) => !(id in PLUGIN_ENGLISH)), 'locale files of plugins without English texts').toEqual([]);
  });

  it('no plugin message key is written in kernel/src: the kernel carries only its own vocabulary', () => {
    const pluginOnly = Object.keys(ENGLISH).filter((k) => !(k in KERNEL_MESSAGES));
    const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
    });
    const found: string[] = [];
    for (const file of files('kernel/src')) {
      const text = readFileSync(file, 'utf8');
      for (const k of pluginOnly) if (['\'', '"', '`'].some((q) => text.includes(`${q}${k}${q}`))) found.push(`${file}: ${k}`);
    }
    expect(pluginOnly.length).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });
});

describe('the English catalogue', () => {
  it('covers the kernel, its alerts, every built-in plugin with strings, and the slot labels', () => {
    for (const k of ['modal.title', 'alert.SESSION_EXPIRED.long']) expect(KERNEL_MESSAGES, k).toHaveProperty([k]);
    expect(PLUGIN_ENGLISH.send).toHaveProperty(['send.submit']);
    expect(PLUGIN_ENGLISH.send).toHaveProperty(['slot.account.walletFeatures.send']);
    // A view title whose English only the manifest holds (Send's, visually hidden) is its plugin's to translate.
    expect(PLUGIN_ENGLISH.send).toHaveProperty(['view.Send'], 'Send');
    expect(PLUGIN_ENGLISH.activity).toHaveProperty(['activity.op.send']);
    expect(PLUGIN_ENGLISH.nfts).toHaveProperty(['nfts.empty']);
    expect(PLUGIN_ENGLISH.walletconnect).toHaveProperty(['alert.WC_JWT_INVALID']);
    expect(Object.keys(ENGLISH).length).toBeGreaterThan(300);
  });
});

describe('x-pseudo', () => {
  it('accents and brackets every text and keeps its placeholders', async () => {
    const pack = (await loadLocale('x-pseudo'))!;
    expect(pack.messages).toEqual({});
    expect(pack.transform).toBe(pseudoLocalize);
    expect(pseudoLocalize('Connect Wallet')).toBe('⟦Ćöññéćţ Ŵåļļéţ⟧');
    expect(pseudoLocalize('Balance: {amount} {symbol}')).toBe('⟦Ɓåļåñćé: {amount} {symbol}⟧');
    for (const [k, v] of Object.entries(ENGLISH)) {
      const p = pseudoLocalize(v);
      expect(placeholders(p), k).toEqual(placeholders(v));
      // No ASCII letter is left outside a placeholder.
      expect(p.replace(/\{\w+\}/g, ''), k).not.toMatch(/[A-Za-z]/);
    }
  });
});
