/**
 * ApproveTransaction (spec §2, §4): the first not-safe request waiting for the visitor, in words,
 * with Approve and Reject. Reject also aborts every other waiting not-safe request.
 */
import type { ViewProps } from '@gangway/kernel';
import { formatEther, hexToString, isHex } from 'viem';
import type { Gate } from './gate';
import { embeddedWalletSliceKey, type ApprovalEntry } from './slice';

function describe(a: ApprovalEntry): [string, string][] {
  const p = Array.isArray(a.params) ? a.params : [a.params];
  if (a.method === 'personal_sign' && typeof p[0] === 'string') {
    const m = p[0];
    return [['embedded.message', isHex(m) ? safeText(m) : m]];
  }
  if (a.method === 'eth_sendTransaction' && p[0] && typeof p[0] === 'object') {
    const tx = p[0] as { to?: string; value?: string; data?: string };
    const rows: [string, string][] = [['embedded.to', tx.to ?? '—']];
    if (tx.value) rows.push(['embedded.value', `${formatEther(BigInt(tx.value))} ETH`]);
    return rows;
  }
  return [['embedded.message', JSON.stringify(a.params).slice(0, 400)]];
}
const safeText = (hex: `0x${string}`) => { try { return hexToString(hex); } catch { return hex; } };

export function ApproveTransactionView({ api, gate }: ViewProps & { gate: Gate }) {
  const approvals = api.useSlice(embeddedWalletSliceKey, (s) => s.approvals);
  const first = approvals[0];
  if (!first) return <p className="gw-muted" data-testid="approve-transaction-empty">{api.t('embedded.noRequest')}</p>;
  const sending = first.status === 'sending';
  return (
    <div data-testid="approve-transaction" data-method={first.method}>
      <h3>{api.t('embedded.approveTitle')}</h3>
      <dl>
        <dt>{api.t('embedded.method')}</dt><dd data-testid="approve-method">{first.method}</dd>
        {describe(first).map(([k, v]) => (<div key={k}><dt>{api.t(k)}</dt><dd data-testid={`approve-${k.split('.')[1]}`} style={{ wordBreak: 'break-all' }}>{v}</dd></div>))}
      </dl>
      {approvals.length > 1 ? <p className="gw-muted">{api.t('embedded.pendingCount', { n: approvals.length - 1 })}</p> : null}
      {sending ? <p className="gw-center"><span className="gw-spinner" /> {api.t('embedded.sending')}</p> : (
        <div style={{ display: 'flex', gap: 6 }}>
          <button type="button" className="gw-btn" data-testid="reject-transaction" onClick={() => gate.reject(first.id)}>{api.t('embedded.reject')}</button>
          <button type="button" className="gw-btn gw-btn-primary" data-testid="approve-transaction-button" onClick={() => gate.approve(first.id)}>{api.t('embedded.approve')}</button>
        </div>
      )}
    </div>
  );
}
