/**
 * The NFTs tab (spec §2 Account tabs): each NFT the account holds on the connected network, with its
 * image, name and collection. Images only from http(s) or data:image URLs and only in an <img>
 * (never as HTML, so an SVG's script cannot run); names are text.
 */
import { useEffect } from 'react';
import type { PluginApi, ViewProps } from '@gangway/kernel';
import { RemoteImage } from '@gangway/lib-images';
import { nftsSliceKey, type NftsState } from './public';
import { fetchNfts, isNoNftEndpoint } from './fetch-nfts';

export function createNftsLoader(api: PluginApi) {
  const update = (recipe: (s: NftsState) => void) => api.slice.updateSlice(nftsSliceKey, recipe);
  let generation = 0;
  return async function load(address: string, caipNetworkId: string) {
    const owner = `${caipNetworkId}:${address.toLowerCase()}`;
    const s = api.slice.getSlice(nftsSliceKey);
    if (s.unsupported || (s.owner === owner && (s.loading || s.loaded))) return;
    const gen = ++generation;
    update((d) => { d.owner = owner; d.items = []; d.loading = true; d.loaded = false; d.failed = false; });
    try {
      const items = await fetchNfts(api.http, address, caipNetworkId);
      if (gen === generation) update((d) => { d.items = items; d.loading = false; d.loaded = true; });
    } catch (error) {
      // The real services have no NFT endpoint: hide the tab (the Account view reads `unsupported`), report nothing.
      if (isNoNftEndpoint(error)) {
        if (gen === generation) update((d) => { d.loading = false; d.loaded = true; d.unsupported = true; });
        return;
      }
      api.hooks.error.call({ error, source: 'nfts:fetch' });
      if (gen === generation) update((d) => { d.loading = false; d.loaded = true; d.failed = true; });
    }
  };
}

export function NftsView({ api, load }: ViewProps & { load: ReturnType<typeof createNftsLoader> }) {
  const address = api.state.useKernelState((s) => (s.chains.eip155?.account.status === 'connected' ? s.chains.eip155.account.address : undefined));
  const ns = api.state.useKernelState((s) => s.activeChain);
  const network = api.state.useKernelState((s) => s.activeCaipNetwork);
  const state = api.slice.useSlice(nftsSliceKey);
  useEffect(() => {
    if (ns === 'eip155' && address && network) void load(address, network.caipNetworkId);
  }, [ns, address, network, load]);

  if (state.unsupported) return null;
  if (ns !== 'eip155' || !address || !network) return <p className="gw-muted gw-center" data-testid="nfts-unsupported">{api.i18n.t('nfts.eip155Only')}</p>;
  const current = state.owner === `${network.caipNetworkId}:${address.toLowerCase()}`;
  if (!current || state.loading) return <div className="gw-spinner" role="progressbar" aria-label={api.i18n.t('nfts.loading')} data-testid="nfts-loading" />;
  if (state.failed) return <p className="gw-error gw-center" data-testid="nfts-error">{api.i18n.t('nfts.failed')}</p>;
  if (!state.items.length) return <p className="gw-muted gw-center" data-testid="nfts-empty">{api.i18n.t('nfts.empty')}</p>;
  return (
    <ul data-testid="nfts-list" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 10 }}>
      {state.items.map((n) => (
        <li key={`${n.contract}:${n.tokenId}`} data-testid="nft-item" data-token-id={n.tokenId} data-standard={n.standard} style={{ minWidth: 0 }}>
          <RemoteImage url={n.imageUrl} name={n.name} size={96} label testId="nft-image" />
          <span data-testid="nft-name" style={{ display: 'block', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={n.name}>{n.name}</span>
          <span data-testid="nft-collection" className="gw-muted" style={{ display: 'block', fontSize: '0.85em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {n.collection}{n.amount !== '1' ? ` ×${n.amount}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
