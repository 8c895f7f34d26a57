/** One network row: image (assets.imageUrl, else the registry image by imageId), name, markers. */
import type { Network, PluginApi } from '@gangway/kernel';
import { translate } from './messages';

export function networkImage(api: Pick<PluginApi, 'http'>, network: Network): string | undefined {
  if (network.assets?.imageUrl) return network.assets.imageUrl;
  if (network.assets?.imageId) return api.http.url('walletServices', `/public/getAssetImage/${encodeURIComponent(network.assets.imageId)}`);
  return undefined;
}

export function NetworkButton({ api, network, active, onPick, disabled }: {
  api: PluginApi; network: Network; active?: boolean; disabled?: boolean; onPick(network: Network): void;
}) {
  const image = networkImage(api, network);
  return (
    <button
      type="button"
      className="gw-btn"
      data-testid={`network-${network.caipNetworkId}`}
      aria-current={active ? 'true' : undefined}
      disabled={disabled}
      onClick={() => onPick(network)}
    >
      {image ? <img src={image} alt="" /> : null}
      <span style={{ flex: 1 }}>{network.name}</span>
      {network.testnet ? <span className="gw-muted">{translate(api, 'network.testnet')}</span> : null}
      {active ? <span aria-label={translate(api, 'network.current')}>✓</span> : null}
    </button>
  );
}
