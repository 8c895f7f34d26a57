/** One network row: its icon (assets.imageUrl, else the asset image by imageId through the shared loader; initials on failure), name, markers. */
import type { Network, PluginApi } from '@gangway/kernel';
import { GangwayIcon } from '@gangway/kernel/react';
import { networkImage, RemoteImage, type ImageLoader } from '@gangway/lib-images';
import { translate } from './messages';

/** A network's icon, wherever a network appears. */
export function NetworkIcon({ network, loader, size = 28 }: { network: Network; loader?: ImageLoader; size?: number }) {
  const image = networkImage(network);
  return <RemoteImage loader={loader} kind="network" id={image.id} url={image.url} name={network.name} size={size} round testId="network-icon" />;
}

/**
 * `notApproved`: the session did not approve the network (spec §3; network-approval.ts): marked so,
 * and still a button — AppKit disables the row, but Gangway's switch asks the wallet to add the chain
 * (spec §7 wallet_addEthereumChain over WalletConnect), which a disabled row would forbid; a family
 * that cannot switch outside its session answers 'Chain not supported' on the SwitchNetwork view.
 */
export function NetworkButton({ api, network, active, onPick, disabled, notApproved, loader }: {
  api: PluginApi; network: Network; active?: boolean; disabled?: boolean; notApproved?: boolean; onPick(network: Network): void; loader?: ImageLoader;
}) {
  return (
    <button
      type="button"
      className="gw-btn"
      data-testid={`network-${network.caipNetworkId}`}
      aria-current={active ? 'true' : undefined}
      disabled={disabled}
      data-approved={notApproved ? 'false' : undefined}
      onClick={() => onPick(network)}
    >
      <NetworkIcon network={network} loader={loader} />
      <span style={{ flex: 1 }}>{network.name}</span>
      {network.testnet ? <span className="gw-muted">{translate(api, 'network.testnet')}</span> : null}
      {notApproved ? <span className="gw-muted" data-testid="network-not-approved">{translate(api, 'network.notApproved')}</span> : null}
      {active ? <span role="img" aria-label={translate(api, 'network.current')} style={{ color: 'var(--gw-accent)' }}><GangwayIcon name="check" /></span> : null}
    </button>
  );
}
