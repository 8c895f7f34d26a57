/**
 * The Connect view (spec §2): connect methods in order (email, social, wallet; wallet first when a
 * wallet is installed or announced), wallet rows grouped by connector type, the All Wallets entry,
 * and the legal footer or checkbox (which gates every button until ticked), and the branding line.
 * With `emailShowWallets: false` or `collapseWallets` the wallets wait behind a "Continue with a
 * wallet" row (ConnectWallets), as in AppKit. Methods other than the
 * wallet list are entries other plugins contribute to the 'connect.methods' slot (the kernel orders
 * them by the spec's rule); the email and social entries render their plugins' views inline.
 */
import type { PluginApi, SlotItem, ViewProps } from '@gangway/kernel';
import { useMemo, useState } from 'react';
import { BrandingFooter } from './Branding';
import { hasLegal, LegalCheckbox, LegalFooter, legalUrls } from './Legal';
import { legalAcceptance } from './legal-acceptance';
import { capRecommended, connectMethodsOrder, hasInstalledWallet, type ConnectMethod } from './order';
import { useWalletRows } from './use-wallet-rows';
import { WalletList } from './WalletList';

export function ConnectView({ api }: ViewProps) {
  const features = api.options.features;
  const { connectors, rows, registry, count, loading } = useWalletRows(api);
  const urls = legalUrls(api);
  const gated = !!features.legalCheckbox && hasLegal(urls);
  const { terms, privacy } = urls;
  const acceptance = useMemo(() => legalAcceptance(api, { terms, privacy }), [api, terms, privacy]);
  const [agreed, setAgreedState] = useState(() => gated && acceptance.accepted());
  const setAgreed = (v: boolean) => { setAgreedState(v); acceptance.set(v); };
  const locked = gated && !agreed;

  const entries = api.views.useSlot('connect.methods');
  // The spec's order for email / social / wallet; further methods of other plugins follow, in slot order.
  const order = connectMethodsOrder(features.connectMethodsOrder as ConnectMethod[] | undefined, hasInstalledWallet(connectors));
  const methods: string[] = [...order, ...entries.map((e) => e.id).filter((id) => !order.includes(id as ConnectMethod))];
  const email = entries.some((e) => e.id === 'email' && e.view);
  const social = entries.some((e) => e.id === 'social' && e.view);
  // emailShowWallets: false (AppKit's older name) or collapseWallets: the wallets wait behind one
  // row while email or social login is on the view (AppKit w3m-connect-view/index.ts:306-336).
  const collapsed = (features.emailShowWallets === false || !!features.collapseWallets) && (email || social);

  const section = (m: string) => {
    if (m === 'wallet') {
      if (collapsed) {
        return (
          <section key={m} data-testid="connect-method-wallet">
            <button type="button" className="gw-btn" data-testid="connect-collapsed-wallets" disabled={locked} onClick={() => api.navigation.push('ConnectWallets')}>
              <WalletIcon />
              <span style={{ flex: 1 }}>{api.i18n.t('connect.continueWithWallet')}</span>
            </button>
          </section>
        );
      }
      return <WalletList key={m} api={api} rows={capRecommended(rows, { email, social })} registry={registry} count={count} loading={loading} disabled={locked} />;
    }
    const entry = entries.find((e) => e.id === m);
    if (!entry?.view) return null;
    // Reading about wallets is not connecting: the guide stays open to a visitor who has not agreed yet.
    return <MethodRow key={m} api={api} entry={entry} disabled={locked && !UNGATED_METHODS.includes(m)} />;
  };

  return (
    <div data-testid="connect-view" data-collapsed-wallets={collapsed || undefined}>
      {gated ? <LegalCheckbox api={api} urls={urls} checked={agreed} onChange={setAgreed} /> : null}
      {methods.map(section)}
      {gated ? null : <LegalFooter api={api} urls={urls} />}
      <BrandingFooter api={api} />
    </div>
  );
}

/** A wallet outline in the wallet icons' 28 px place. */
function WalletIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <rect width="28" height="28" rx="8" fill="var(--gw-surface)" stroke="var(--gw-border)" />
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
        <path d="M7.5 10.5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2z" />
        <path d="M16.5 12.5h4v3h-4a1.5 1.5 0 0 1 0-3z" />
      </g>
    </svg>
  );
}

/**
 * A contributed connect method. Email and social render inline (their plugin's view: the email
 * field, the provider buttons), so the visitor's focus or pointer on them is the intent that loads
 * the embedded wallet's frame; any other method is one button to its view.
 */
function MethodRow({ api, entry, disabled }: { api: PluginApi; entry: SlotItem; disabled: boolean }) {
  const view = entry.view!;
  if (INLINE_METHODS.includes(entry.id)) {
    return (
      <section data-testid={`connect-method-${entry.id}`} aria-disabled={disabled || undefined} style={disabled ? { pointerEvents: 'none', opacity: 0.5 } : undefined}>
        <api.views.Outlet view={view} />
      </section>
    );
  }
  return (
    <section data-testid={`connect-method-${entry.id}`}>
      <button type="button" className="gw-btn" data-testid={`connect-method-${entry.id}-button`} disabled={disabled} onClick={() => api.navigation.push(view)}>
        {entry.label}
      </button>
    </section>
  );
}

/** Methods that connect nothing (the wallet guide's "What is a wallet?"), so the legal checkbox does not gate them. */
const UNGATED_METHODS = ['walletGuide'];

/** Methods whose view is rendered inside the Connect view rather than behind a button. */
const INLINE_METHODS = ['email', 'social'];
