/** Shared by both Connecting views: start (or join) the pairing on mount; show a decline or failure. */
import type { PluginApi } from '@gangway/kernel';
import { useEffect } from 'react';
import type { WalletConnectController } from './controller';
import type { ChosenWallet } from './session';
import { wcPairingKey, wcStatusKey, type WcStatus } from './status';

/**
 * The URI to show: a host-provided one (gangway.open({uri})) is displayed as is; otherwise this
 * plugin pairs and shows its own.
 */
export function usePairing(api: PluginApi, controller: WalletConnectController, wallet?: ChosenWallet): { uri?: string; status: WcStatus } {
  const uri = api.slice.useSlice(wcPairingKey, (p) => p.uri);
  const status = api.slice.useSlice(wcStatusKey);
  useEffect(() => {
    const current = api.slice.getSlice(wcPairingKey).uri;
    if (current && !controller.isOwnUri(current)) return;
    controller.startConnect(wallet);
  }, [api, controller, wallet]);
  return { uri, status };
}

export function PairingError({ api, status, onRetry }: { api: PluginApi; status: WcStatus; onRetry(): void }) {
  if (status.phase !== 'declined' && status.phase !== 'failed') return null;
  return (
    <div className="gw-center">
      <p className="gw-error" role="alert" data-testid="connect-error">{status.phase === 'declined' ? api.i18n.t('connect.declined') : status.error}</p>
      {status.phase === 'declined' ? <p className="gw-muted">{api.i18n.t('connect.declinedHint')}</p> : null}
      <button type="button" className="gw-btn gw-btn-primary" data-testid="connect-retry" onClick={onRetry}>{api.i18n.t('connect.tryAgain')}</button>
    </div>
  );
}

export function CopyLinkButton({ api, uri }: { api: PluginApi; uri?: string }) {
  const copy = async () => {
    if (!uri) return;
    try {
      await navigator.clipboard.writeText(uri);
      api.ui.toast('success', api.i18n.t('connect.linkCopied'));
    } catch (error) {
      api.ui.toast('error', api.i18n.t('connect.copyLink'));
      api.hooks.error.call({ error, source: `plugin:${api.id}:copy` });
    }
  };
  return (
    <button type="button" className="gw-btn" data-testid="wc-copy-link" data-uri={uri ?? ''} disabled={!uri} onClick={() => void copy()}>
      {api.i18n.t('connect.copyLink')}
    </button>
  );
}
