/**
 * Shown while the wallet is asked to switch (data {network}). Success: Account, or close when not
 * connected. A rejection (4001/5000) shows 'Switch declined' with a retry; the state is unchanged
 * because the kernel only records the network once the wallet agreed.
 */
import { ERRORS, errorMessage, type Network, type ViewProps } from '@gangway/kernel';
import { isUserRejection } from '@gangway/lib-eip155';
import { useEffect, useRef, useState } from 'react';
import { NetworkIcon } from './NetworkButton';
import type { ImageLoader } from '@gangway/lib-images';
import { leaveAfterSwitch } from './modal';
import { translate } from './messages';

type Phase = { kind: 'waiting' } | { kind: 'declined' } | { kind: 'failed'; message: string };

export function SwitchNetworkView({ api, data, loader }: ViewProps<{ network?: Network }> & { loader?: ImageLoader }) {
  const network = data?.network;
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  // One wallet request per attempt, also under StrictMode's double effects.
  const asked = useRef(-1);

  useEffect(() => {
    if (!network || asked.current === attempt) return;
    asked.current = attempt;
    setPhase({ kind: 'waiting' });
    api.session.switchNetwork(network).then(
      () => {
        api.ui.toast('success', translate(api, 'network.switched', { name: network.name }));
        leaveAfterSwitch(api, network.chainNamespace);
      },
      (error: unknown) => setPhase(isUserRejection(error) ? { kind: 'declined' } : { kind: 'failed', message: errorMessage(error) }),
    );
  }, [api, network, attempt]);

  if (!network) return <p className="gw-error" role="alert" data-testid="switch-network-view">{ERRORS.NETWORK_NOT_FOUND}</p>;
  return (
    <div className="gw-center" data-testid="switch-network-view" data-phase={phase.kind}>
      <span style={{ display: 'flex', justifyContent: 'center' }}><NetworkIcon network={network} loader={loader} size={56} /></span>
      <h3>{network.name}</h3>
      {phase.kind === 'waiting' ? (
        <>
          <div className="gw-spinner" role="progressbar" aria-label={translate(api, 'network.approveInWallet')} />
          <p className="gw-muted">{translate(api, 'network.approveInWallet')}</p>
        </>
      ) : (
        <>
          <p className="gw-error" role="alert">{phase.kind === 'declined' ? translate(api, 'network.switchDeclined') : translate(api, 'network.switchFailed')}</p>
          <p className="gw-muted">{phase.kind === 'declined' ? translate(api, 'network.switchDeclinedHint') : phase.message}</p>
          <button type="button" className="gw-btn gw-btn-primary" data-testid="switch-network-retry" onClick={() => setAttempt((a) => a + 1)}>
            {translate(api, 'connect.tryAgain')}
          </button>
        </>
      )}
    </div>
  );
}
