/**
 * The branding line under the Connect views, shown while the `reownBranding` feature is on (spec §3
 * remote features, on by default §9; the project configuration's `reown_branding` wins). AppKit's
 * is "UX by" and the Reown logo (ui/src/composites/wui-ux-by-reown/index.ts:17-34); Gangway's is the
 * catalogue's `common.poweredBy` ("UX by {name}") with its wordmark in the name's place: a name is
 * not translated, and as an image (its accessible name "Gangway") it is not text to translate.
 */
import type { PluginApi } from '@gangway/kernel';

export const BRAND_NAME = 'Gangway';

export function BrandingFooter({ api }: { api: PluginApi }) {
  if (!api.options.features.reownBranding) return null;
  const [before, after = ''] = api.i18n.t('common.poweredBy', { name: '\u0000' }).split('\u0000');
  return (
    <p className="gw-muted gw-center" data-testid="branding-footer" style={{ margin: '4px 0 0', fontSize: 12, lineHeight: '16px' }}>
      {before}<Wordmark />{after}
    </p>
  );
}

/** The mark (a gangway: a ramp onto a deck) and the name, drawn at the line's height. */
function Wordmark() {
  return (
    <svg role="img" width="66" height="14" viewBox="0 0 66 14" style={{ verticalAlign: '-2px' }} data-testid="branding-wordmark">
      <title>{BRAND_NAME}</title>
      <g aria-hidden="true">
        <rect width="14" height="14" rx="4" fill="var(--gw-accent)" />
        <path d="M3 10.5h3.5L10 5h1.5" fill="none" stroke="var(--gw-accent-fg, #fff)" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        <text x="17" y="11" fontSize="11.5" fontWeight="600" fill="currentColor" textLength="48" lengthAdjust="spacingAndGlyphs">{BRAND_NAME}</text>
      </g>
    </svg>
  );
}
