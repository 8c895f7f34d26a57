/**
 * ConnectWallets: the wallets the Connect view keeps behind its "Continue with a wallet" row
 * (`emailShowWallets: false` or `collapseWallets`), as AppKit's view of that name (router case
 * 'ConnectWallets', title "Connect Wallet"): the wallet rows, All Wallets, the legal footer and the
 * branding line. No email or social login shares the screen, so no recommended slot goes to them.
 * The legal checkbox, when on, was ticked on the Connect view before its row could be chosen.
 */
import type { ViewProps } from '@gangway/kernel';
import { BrandingFooter } from './Branding';
import { hasLegal, LegalFooter, legalUrls } from './Legal';
import { capRecommended } from './order';
import { useWalletRows } from './use-wallet-rows';
import { WalletList } from './WalletList';

export function ConnectWalletsView({ api }: ViewProps) {
  const { rows, registry, count, loading } = useWalletRows(api);
  const urls = legalUrls(api);
  const gated = !!api.options.features.legalCheckbox && hasLegal(urls);
  return (
    <div data-testid="connect-wallets-view">
      <WalletList api={api} rows={capRecommended(rows, { email: false, social: false })} registry={registry} count={count} loading={loading} disabled={false} />
      {gated ? null : <LegalFooter api={api} urls={urls} />}
      <BrandingFooter api={api} />
    </div>
  );
}
