/**
 * The legal checkbox's remembered acceptance (spec §9 "Legal checkbox", off by default; the spec
 * does not say how long an acceptance lasts). Decision (docs/mobile.md, "Legal checkbox"): it is
 * kept in this plugin's storage, tied to the exact terms and privacy URLs accepted, so a visitor
 * ticks it once per site and is asked again only when the host points to other documents.
 * Unticking forgets it.
 */
import * as v from 'valibot';
import type { PluginApi } from '@gangway/kernel';
import type { LegalUrls } from './Legal';

const AcceptedSchema = v.nullable(v.object({ terms: v.nullable(v.string()), privacy: v.nullable(v.string()) }));

export function legalAcceptance(api: Pick<PluginApi, 'storage'>, urls: LegalUrls) {
  const stored = api.storage.key('legalAccepted', { schema: AcceptedSchema, fallback: null });
  const current = { terms: urls.terms ?? null, privacy: urls.privacy ?? null };
  return {
    /** Accepted before, for these same documents. */
    accepted(): boolean {
      const a = stored.get();
      return !!a && a.terms === current.terms && a.privacy === current.privacy;
    },
    set(accepted: boolean) {
      if (accepted) stored.set(current);
      else stored.remove();
    },
  };
}
