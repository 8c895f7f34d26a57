/**
 * The provider buttons (inline on the Connect view), laid out as AppKit's social widget does
 * (scaffold-ui/src/partials/w3m-social-login-widget/index.ts:109-200): the first provider as a
 * full-width row with its logo and name, the others as one row of logo buttons, each named
 * "Continue with X" for assistive technology and as its tooltip. Pointing at one is the visitor's
 * intent: the embedded wallet's frame starts loading. A click opens the popup at once (see popup.ts).
 */
import type { ViewProps } from '@gangway/kernel';
import type { EmbeddedWalletService } from '@gangway/plugin-embedded-wallet/public';
import { SocialLogo } from './logos';
import { openPopup } from './popup';
import { currentBrowser, isPopupProvider, visibleProviders, type BrowserInfo } from './providers';

export interface SocialDeps { wallet(): Promise<EmbeddedWalletService>; browser?: BrowserInfo }

export function SocialLoginView({ api, deps }: ViewProps & { deps: SocialDeps }) {
  const farcaster = api.views.isViewAvailable('ConnectingFarcaster');
  const providers = visibleProviders(api.options.features.socials, deps.browser ?? currentBrowser())
    .filter((p) => isPopupProvider(p) || (p === 'farcaster' && farcaster));
  if (!providers.length) return null;
  const warm = () => { void deps.wallet().then((w) => w.warm(), () => undefined); };
  const choose = (p: string) => {
    if (p === 'farcaster') { api.navigation.push('ConnectingFarcaster'); return; }
    openPopup();
    api.navigation.push('ConnectingSocial', { provider: p });
  };
  const name = (p: string) => api.i18n.t('socials.continueWith', { name: api.i18n.t(`socials.${p}`) });
  const [first, ...rest] = providers;
  const button = (p: string, logoOnly: boolean) => (
    <button key={p} type="button" className="gw-btn" data-testid={`social-${p}`} data-logo-only={logoOnly || undefined}
      aria-label={logoOnly ? name(p) : undefined} title={logoOnly ? name(p) : undefined}
      style={logoOnly ? LOGO_BUTTON : ROW_BUTTON} onPointerEnter={warm} onFocus={warm} onClick={() => choose(p)}>
      <SocialLogo provider={p} />
      {logoOnly ? null : <span style={{ flex: 1 }}>{name(p)}</span>}
    </button>
  );
  return (
    <div data-testid="social-login" style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 8 }}>
      {button(first, false)}
      {rest.length ? <div style={{ display: 'flex', gap: 8 }}>{rest.map((p) => button(p, true))}</div> : null}
    </div>
  );
}

const ROW_BUTTON = { margin: 0 } as const;
/** Equal shares of the row; 44 px at least, the touch target of the phone layout. */
const LOGO_BUTTON = { margin: 0, flex: '1 1 0', minWidth: 44, minHeight: 44, justifyContent: 'center', padding: '8px 0' } as const;
