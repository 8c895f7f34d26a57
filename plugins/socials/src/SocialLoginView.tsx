/**
 * The provider buttons (inline on the Connect view). Pointing at one is the visitor's intent: the
 * embedded wallet's frame starts loading. A click opens the popup at once (see popup.ts).
 */
import type { ViewProps } from '@gangway/kernel';
import type { EmbeddedWalletService } from '@gangway/plugin-embedded-wallet/public';
import { openPopup } from './popup';
import { currentBrowser, isPopupProvider, visibleProviders, type BrowserInfo } from './providers';

export interface SocialDeps { wallet(): Promise<EmbeddedWalletService>; browser?: BrowserInfo }

export function SocialLoginView({ api, deps }: ViewProps & { deps: SocialDeps }) {
  const farcaster = api.isViewAvailable('ConnectingFarcaster');
  const providers = visibleProviders(api.options.features.socials, deps.browser ?? currentBrowser())
    .filter((p) => isPopupProvider(p) || (p === 'farcaster' && farcaster));
  if (!providers.length) return null;
  const warm = () => { void deps.wallet().then((w) => w.warm(), () => undefined); };
  const choose = (p: string) => {
    if (p === 'farcaster') { api.navigation.push('ConnectingFarcaster'); return; }
    openPopup();
    api.navigation.push('ConnectingSocial', { provider: p });
  };
  return (
    <div data-testid="social-login" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {providers.map((p) => (
        <button key={p} type="button" className="gw-btn" data-testid={`social-${p}`} onPointerEnter={warm} onFocus={warm} onClick={() => choose(p)}>
          {api.t('socials.continueWith', { name: api.t(`socials.${p}`) })}
        </button>
      ))}
    </div>
  );
}
