/**
 * SIWXSignMessage (spec §2): asks the visitor to sign in with the connected wallet. Sign runs the
 * flow; Cancel disconnects when sign-in is required, otherwise closes. A refused signature shows
 * 'Signature declined' and lets the visitor try again.
 */
import type { ViewProps } from '@gangway/kernel';
import type { SiwxFlow } from './flow';
import { siwxSliceKey } from './slice';

const truncate = (a: string) => (a.length > 12 ? `${a.slice(0, 6)}…${a.slice(-4)}` : a);

export function SignMessageView({ api, flow }: ViewProps & { flow: SiwxFlow }) {
  const status = api.slice.useSlice(siwxSliceKey, (s) => s.status);
  const error = api.slice.useSlice(siwxSliceKey, (s) => s.error);
  const address = api.state.useKernelState((s) => (s.activeChain ? s.chains[s.activeChain]?.account.address : undefined));
  const name = api.options.metadata?.name ?? (typeof location === 'undefined' ? '' : location.host);
  const busy = status === 'signing' || status === 'checking';
  return (
    <div className="gw-center" data-testid="siwx-sign-message" data-status={status} data-required={flow.required()}>
      <p><strong>{api.i18n.t('siwx.title', { name })}</strong></p>
      {status === 'checking' ? (
        <><div className="gw-spinner" role="progressbar" aria-label={api.i18n.t('siwx.checking')} /><p className="gw-muted">{api.i18n.t('siwx.checking')}</p></>
      ) : (
        <p className="gw-muted">{api.i18n.t('siwx.body', { address: address ? truncate(address) : '' })}</p>
      )}
      {flow.required() ? <p className="gw-muted" data-testid="siwx-required">{api.i18n.t('siwx.required')}</p> : null}
      {status === 'signing' ? <p className="gw-muted" data-testid="siwx-signing">{api.i18n.t('siwx.signing')}</p> : null}
      {error ? <p className="gw-error" role="alert" data-testid="siwx-error">{error}</p> : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" className="gw-btn" data-testid="siwx-cancel" onClick={() => void flow.cancel()}>{api.i18n.t('siwx.cancel')}</button>
        <button type="button" className="gw-btn gw-btn-primary" data-testid="siwx-sign" disabled={busy} onClick={() => void flow.signIn()}>{api.i18n.t('siwx.sign')}</button>
      </div>
    </div>
  );
}
