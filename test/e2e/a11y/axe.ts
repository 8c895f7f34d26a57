/** axe-core on the widget's modal (the host page around it is the host's concern), WCAG 2.1 A and AA. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations on the open modal, one line each: `<stop>: <rule> (<impact>) <selectors>`. */
export async function axeViolations(page: Page, stop: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('[data-gangway-modal]').withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => `${stop}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')} — ${v.nodes[0]?.failureSummary?.replaceAll('\n', ' ') ?? ''}`);
}
