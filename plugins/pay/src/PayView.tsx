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
  const { payment, step } = api.slice.useSlice(paySliceKey);
  const connected = api.state.useKernelState((s) => s.chains.eip155?.account.status === 'connected');
  const activeNetwork = api.state.useKernelState((s) => s.chains.eip155?.network.caipNetwork?.caipNetworkId);

  if (!payment) return <div data-testid="pay-view"><p className="gw-muted" data-testid="pay-nothing">{api.i18n.t('pay.nothing')}</p></div>;
  const busy = step !== 'review';
  const otherNetwork = connected && activeNetwork !== payment.network;

  return (
    <div data-testid="pay-view" data-step={step}>
      <p className="gw-muted">{api.i18n.t('pay.review')}</p>
      <div className="gw-card">
        <p className="gw-muted">{api.i18n.t('pay.amount')}</p>
        <p data-testid="pay-amount" style={{ fontSize: '2em', margin: '0 0 8px' }}>{payment.amount} {payment.symbol}</p>
        <p className="gw-muted">{api.i18n.t('pay.recipient')}</p>
        <p data-testid="pay-recipient" style={{ wordBreak: 'break-all' }}>{payment.recipient}</p>
        <p className="gw-muted">{api.i18n.t('pay.network')}</p>
        <p data-testid="pay-network">{payment.networkName}</p>
      </div>
      <RequestDetails description={payDetails(payment)} t={api.i18n.t} />
      {busy ? <p className="gw-muted" role="status" data-testid="pay-step">{api.i18n.t(`pay.step.${step}`)}</p> : null}
      {!connected ? (
        <>
          <p className="gw-muted">{api.i18n.t('pay.notConnected')}</p>
          <button type="button" className="gw-btn gw-btn-primary" data-testid="pay-connect" onClick={() => api.navigation.push('Connect')}>{api.i18n.t('pay.connect')}</button>
        </>
      ) : (
        <button type="button" className="gw-btn gw-btn-primary" data-testid="pay-submit" disabled={busy} onClick={() => void controller.confirm()}>
          {otherNetwork ? api.i18n.t('pay.switchAndPay', { network: payment.networkName }) : api.i18n.t('pay.submit')}
        </button>
      )}
      <button type="button" className="gw-btn" data-testid="pay-cancel" disabled={busy} onClick={() => { controller.cancel(); api.ui.close(); }}>{api.i18n.t('pay.cancel')}</button>
    </div>
  );
}
