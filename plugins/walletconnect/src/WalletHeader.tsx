/** The chosen wallet (if any) above the QR code or list. */
import type { WalletRegistry } from '@gangway/plugin-all-wallets/public';
import type { ChosenWallet } from './session';
import { RemoteImage } from '@gangway/lib-images';

export function WalletHeader({ wallet, registry }: { wallet?: ChosenWallet; registry?: WalletRegistry }) {
  if (!wallet) return null;
  const src = registry?.imageSrc(wallet.image_id);
  return (
    <p className="gw-center" data-testid="wc-wallet">
      <span style={{ display: 'flex', justifyContent: 'center', marginBottom: 6 }}><RemoteImage url={src} name={wallet.name} size={48} /></span>
      <strong>{wallet.name}</strong>
    </p>
  );
}
