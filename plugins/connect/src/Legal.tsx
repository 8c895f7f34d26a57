/** Terms and privacy links (spec §1 host options), as a footer or as the legal checkbox. */
import type { PluginApi } from '@gangway/kernel';
import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from './messages';

export interface LegalUrls { terms?: string; privacy?: string }

export const legalUrls = (api: Pick<PluginApi, 'options'>): LegalUrls => ({ terms: api.options.termsConditionsUrl, privacy: api.options.privacyPolicyUrl });
export const hasLegal = (u: LegalUrls) => !!(u.terms || u.privacy);

/** Fills `{terms}` and `{privacy}` with links; a missing URL drops its link and the joining words. */
function LegalText({ api, urls, messageKey }: { api: PluginApi; urls: LegalUrls; messageKey: MessageKey }) {
  const link = (href: string | undefined, key: MessageKey, testId: string) =>
    href ? <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>{api.i18n.t(key)}</a> : null;
  const full = api.i18n.t(messageKey);
  // One URL only: drop the other link and the word joining them ("and").
  const template = urls.terms && urls.privacy ? full
    : urls.terms ? full.replace(/\s+\S+\s+\{privacy\}/, '') : full.replace(/\{terms\}\s+\S+\s+/, '');
  const parts: ReactNode[] = template.split(/(\{terms\}|\{privacy\})/).map((p, i) => (
    <Fragment key={i}>{p === '{terms}' ? link(urls.terms, 'legal.terms', 'legal-terms') : p === '{privacy}' ? link(urls.privacy, 'legal.privacy', 'legal-privacy') : p}</Fragment>
  ));
  return <>{parts}</>;
}

export function LegalFooter({ api, urls }: { api: PluginApi; urls: LegalUrls }) {
  if (!hasLegal(urls)) return null;
  return <p className="gw-muted gw-center" data-testid="legal-footer"><LegalText api={api} urls={urls} messageKey="legal.footer" /></p>;
}

export function LegalCheckbox({ api, urls, checked, onChange }: { api: PluginApi; urls: LegalUrls; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="gw-muted" data-testid="legal-checkbox" style={{ display: 'flex', gap: 8, alignItems: 'flex-start', margin: '0 0 10px' }}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span><LegalText api={api} urls={urls} messageKey="legal.agree" /></span>
    </label>
  );
}
