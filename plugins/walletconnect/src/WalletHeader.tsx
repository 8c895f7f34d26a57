/** The chosen wallet (if any) above the QR code or list. */
import type { WalletRegistry } from '@gangway/plugin-all-wallets/public';
import type { ChosenWallet } from './session';

export function WalletHeader({ wallet, registry }: { wallet?: ChosenWallet; registry?: WalletRegistry }) {
  if (!wallet) return null;
  const src = registry?.imageSrc(wallet.image_id);
  return (
    <p className="gw-center" data-testid="wc-wallet">
      {src ? <img src={src} alt="" width={48} height={48} style={{ display: 'block', margin: '0 auto 6px', borderRadius: 12 }} /> : null}
      <strong>{wallet.name}</strong>
    </p>
  );
}
