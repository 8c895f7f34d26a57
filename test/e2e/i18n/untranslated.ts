/**
 * What the pseudo-locale test looks for: every visible text node inside the widget, and every
 * aria-label, placeholder, title and alt, must be pseudo-localised. The pseudo-locale replaces every
 * ASCII letter of a catalogue text with an accented one, so once the allowed data (addresses, token
 * symbols, wallet and network names from the registry) is taken out, an ASCII letter left over is
 * text that did not come from the catalogue. (A text node may hold only part of a pseudo text — a
 * sentence around a link — so the check is per letter, not on the ⟦…⟧ brackets.)
 */
import type { Page } from '@playwright/test';

export interface Finding {
  where: string;
  text: string;
}

/** The widget's texts that are not pseudo-localised, with where they are (tag and test id). */
export async function untranslatedTexts(page: Page, allowed: readonly string[]): Promise<Finding[]> {
  return page.evaluate((allow) => {
    const root = document.querySelector('[data-gangway-modal]');
    if (!root) return [{ where: 'document', text: 'no [data-gangway-modal] on the page' }];
    // Longest first: 'Gangway Devnet 2' goes before 'Gangway Devnet'.
    const data = [...allow].filter(Boolean).sort((a, b) => b.length - a.length);
    const residue = (text: string) => {
      let rest = text;
      for (const d of data) rest = rest.split(d).join(' ');
      return /[A-Za-z]/.test(rest);
    };
    const label = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}${el.closest('[data-gangway-view]') ? ` in ${el.closest('[data-gangway-view]')!.getAttribute('data-gangway-view')}` : ''}`;
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      // Screen-reader-only text (1 px, clipped) is read out: it counts as shown.
      return el.getClientRects().length > 0;
    };
    const found: { where: string; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      const parent = n.parentElement;
      // <time>: a date Intl formats for the locale — data, not a catalogue text (the pseudo-locale has no Intl form).
      if (!parent || !text.trim() || parent.closest('script,style,svg,time')) continue;
      // An <option> of a closed <select> has no box of its own: it counts when its select is shown.
      const box = parent.closest('select') ?? parent;
      if (!shown(box)) continue;
      if (residue(text)) found.push({ where: label(parent), text: text.trim() });
    }
    for (const el of root.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(attr);
        if (v && residue(v)) found.push({ where: `${label(el)} @${attr}`, text: v });
      }
    }
    return found;
  }, allowed);
}
