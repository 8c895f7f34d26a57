/**
 * The Pay view (spec §2, name not shown): what the host asked to pay — amount, asset, recipient,
 * network — and one button: Connect wallet, Pay, or Switch to <network> and pay.
 */
import type { ViewProps } from '@gangway/kernel';
import { RequestDetails } from '@gangway/lib-eip155/request-details';
import { payDetails } from './pay-details';
import type { PayController } from './pay-controller';
import { paySliceKey } from './slice';

export function PayView({ api, controller }: ViewProps & { controller: PayController }) {
  const { payment, step } = api.useSlice(paySliceKey);
  const connected = api.useKernelState((s) => s.chains.eip155?.account.status === 'connected');
  const activeNetwork = api.useKernelState((s) => s.chains.eip155?.network.caipNetwork?.caipNetworkId);

  if (!payment) return <div data-testid="pay-view"><p className="gw-muted" data-testid="pay-nothing">{api.t('pay.nothing')}</p></div>;
  const busy = step !== 'review';
  const otherNetwork = connected && activeNetwork !== payment.network;

  return (
    <div data-testid="pay-view" data-step={step}>
      <p className="gw-muted">{api.t('pay.review')}</p>
      <div className="gw-card">
        <p className="gw-muted">{api.t('pay.amount')}</p>
        <p data-testid="pay-amount" style={{ fontSize: '2em', margin: '0 0 8px' }}>{payment.amount} {payment.symbol}</p>
        <p className="gw-muted">{api.t('pay.recipient')}</p>
        <p data-testid="pay-recipient" style={{ wordBreak: 'break-all' }}>{payment.recipient}</p>
        <p className="gw-muted">{api.t('pay.network')}</p>
        <p data-testid="pay-network">{payment.networkName}</p>
      </div>
      <RequestDetails description={payDetails(payment)} t={api.t} />
      {busy ? <p className="gw-muted" role="status" data-testid="pay-step">{api.t(`pay.step.${step}`)}</p> : null}
      {!connected ? (
        <>
          <p className="gw-muted">{api.t('pay.notConnected')}</p>
          <button type="button" className="gw-btn gw-btn-primary" data-testid="pay-connect" onClick={() => api.navigation.push('Connect')}>{api.t('pay.connect')}</button>
        </>
      ) : (
        <button type="button" className="gw-btn gw-btn-primary" data-testid="pay-submit" disabled={busy} onClick={() => void controller.confirm()}>
          {otherNetwork ? api.t('pay.switchAndPay', { network: payment.networkName }) : api.t('pay.submit')}
        </button>
      )}
      <button type="button" className="gw-btn" data-testid="pay-cancel" disabled={busy} onClick={() => { controller.cancel(); api.close(); }}>{api.t('pay.cancel')}</button>
    </div>
  );
}
