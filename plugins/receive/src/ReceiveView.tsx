/**
 * The Receive view: the connected address with its QR code and a copy button, the network, and the
 * networks the same address works on (every configured network of the same namespace), each with
 * its icon (a network icon wherever a network appears; initials when the image fails).
 */
import { useMemo } from 'react';
import type { ViewProps } from '@gangway/kernel';
import type { Network } from '@gangway/kernel';
import { networkImage, RemoteImage, type ImageLoader } from '@gangway/lib-images';
import { copyText } from '@gangway/lib-wallet';
import { qrSvg } from './qr-svg';

function NetworkIcon({ network, loader, size = 20 }: { network: Network; loader: ImageLoader; size?: number }) {
  const image = networkImage(network);
  return <RemoteImage loader={loader} kind="network" id={image.id} url={image.url} name={network.name} size={size} round testId="network-icon" />;
}

const ROW = { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 6 } as const;

export function ReceiveView({ api, loader }: ViewProps & { loader: ImageLoader }) {
  const ns = api.state.useKernelState((s) => s.activeChain);
  const address = api.state.useKernelState((s) => (s.activeChain && s.chains[s.activeChain]?.account.status === 'connected' ? s.chains[s.activeChain]?.account.address : undefined));
  const network = api.state.useKernelState((s) => s.activeCaipNetwork);
  // The SVG comes from the qr library fed only with the address: safe to insert as markup.
  const svg = useMemo(() => (address ? qrSvg(address) : ''), [address]);

  if (!address) return <p data-testid="receive-view" className="gw-muted gw-center">{api.i18n.t('receive.notConnected')}</p>;
  const sameFamily = api.options.networks.filter((n) => n.chainNamespace === ns);
  const copy = () => copyText(address).then(
    () => api.ui.toast('success', api.i18n.t('receive.copied')),
    () => api.ui.toast('error', api.i18n.t('receive.copyFailed')),
  );

  return (
    <div data-testid="receive-view" className="gw-center">
      <h3 style={{ margin: '0 0 8px' }}>{api.i18n.t('receive.title')}</h3>
      <div data-testid="receive-qr" className="gw-qr" role="img" aria-label={api.i18n.t('receive.qrLabel')}
        style={{ width: 220, margin: '0 auto 10px', padding: 8, borderRadius: 8 }}
        dangerouslySetInnerHTML={{ __html: svg }} />
      {network ? <p className="gw-muted" style={ROW}><NetworkIcon network={network} loader={loader} /><span data-testid="receive-network">{api.i18n.t('receive.network', { name: network.name })}</span></p> : null}
      <p data-testid="receive-address" style={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>{address}</p>
      <button type="button" className="gw-btn gw-btn-primary" data-testid="receive-copy" onClick={() => void copy()}>{api.i18n.t('receive.copy')}</button>
      <p className="gw-muted" style={{ marginBottom: 4 }}>{api.i18n.t('receive.hint')}</p>
      <ul data-testid="receive-networks" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sameFamily.map((n) => <li key={n.caipNetworkId} style={ROW}><NetworkIcon network={n} loader={loader} /><span data-testid="receive-network-name">{n.name}</span></li>)}
      </ul>
    </div>
  );
}
