/**
 * ConnectingExternal (data {connectorId}): asks the connector's plugin to connect (through the
 * kernel, which sets the account state), shows a spinner, then the Account view. A failure or a
 * rejection (4001) shows the error and 'Try again'; the kernel leaves the state as it was.
 */
import { RemoteImage } from '@gangway/lib-images';
import { errorMessage, type ConnectorInfo, type ViewProps } from '@gangway/kernel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUserRejection } from '@gangway/lib-eip155';

export interface ConnectingExternalData { connectorId: string }

type Phase = { kind: 'connecting' } | { kind: 'declined' } | { kind: 'failed'; message: string };

export function ConnectingExternalView({ api, data }: ViewProps<ConnectingExternalData>) {
  const connectorId = data?.connectorId ?? '';
  const connector = api.state.useKernelState((s) => s.connectors.find((c: ConnectorInfo) => c.id === connectorId));
  const [phase, setPhase] = useState<Phase>({ kind: 'connecting' });
  const mounted = useRef(true);
  const started = useRef(false);

  const attempt = useCallback(async () => {
    setPhase({ kind: 'connecting' });
    try {
      await api.session.connect({ connectorId, data });
      // Only move on if the visitor is still waiting here (not closed or navigated away).
      if (api.state.getState().modal.open && api.navigation.current().view === 'ConnectingExternal') api.navigation.reset('Account');
    } catch (error) {
      if (!mounted.current) return;
      setPhase(isUserRejection(error) ? { kind: 'declined' } : { kind: 'failed', message: errorMessage(error) });
    }
  }, [api, connectorId, data]);

  useEffect(() => {
    mounted.current = true;
    // Once per mount, even under StrictMode's double effects: a second request would be refused by most wallets.
    if (!started.current) { started.current = true; void attempt(); }
    return () => { mounted.current = false; };
  }, [attempt]);

  const name = connector?.name ?? connectorId;
  return (
    <div className="gw-center" data-testid="connecting-external" data-phase={phase.kind}>
      <span style={{ display: 'flex', justifyContent: 'center' }}><RemoteImage url={connector?.imageUrl} name={name} size={56} testId="connector-image" /></span>
      {phase.kind === 'connecting' ? (
        <>
          <div className="gw-spinner" role="progressbar" aria-label={api.i18n.t('connect.continueIn', { name })} />
          <p><strong>{api.i18n.t('connect.continueIn', { name })}</strong></p>
          <p className="gw-muted">{api.i18n.t('connect.acceptRequest')}</p>
        </>
      ) : (
        <>
          <p className="gw-error" role="alert" data-testid="connect-error">
            {phase.kind === 'declined' ? api.i18n.t('connect.declined') : phase.message}
          </p>
          {phase.kind === 'declined' ? <p className="gw-muted">{api.i18n.t('connect.declinedHint')}</p> : null}
          <button type="button" className="gw-btn gw-btn-primary" data-testid="connect-retry" onClick={() => void attempt()}>
            {api.i18n.t('connect.tryAgain')}
          </button>
        </>
      )}
    </div>
  );
}
