/** One wallet row of the Connect view: icon, name and a tag (Recent / Installed). */
import type { PluginApi } from '@gangway/kernel';
import type { WalletRegistry } from '@gangway/plugin-all-wallets/public';
import type { WalletRow } from './order';
import { RemoteImage } from '@gangway/lib-images';

export function WalletRowButton({ api, row, registry, disabled, onSelect }: {
  api: PluginApi; row: WalletRow; registry?: WalletRegistry; disabled: boolean; onSelect(row: WalletRow): void;
}) {
  const src = row.imageUrl ?? registry?.imageSrc(row.imageId);
  const tag = row.group === 'recent' ? api.i18n.t('connect.recent') : row.installed ? api.i18n.t('connect.installed') : undefined;
  return (
    <button type="button" className="gw-btn" data-testid={`wallet-${row.key}`} data-group={row.group} disabled={disabled} onClick={() => onSelect(row)}>
      {/* Initials when the wallet has no image or it fails to load. */}
      <RemoteImage url={src} name={row.name} size={28} />
      <span style={{ flex: 1 }}>{row.name}</span>
      {tag ? <span className="gw-muted">{tag}</span> : null}
    </button>
  );
}
