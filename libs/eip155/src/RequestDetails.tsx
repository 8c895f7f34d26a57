/**
 * A decoded request (describe-request.mjs) for Gangway's own confirmations: every row with its label,
 * the calls of a batch under their own heading, an unlimited allowance named, the raw request whole in
 * an expandable block. Text only (values come from the host, an API or the chain: never markup).
 */
import { useState, type ReactNode } from 'react';
import type { DescribeRow, RequestDescription } from './describe-request.mjs';

/** The English labels; a plugin showing RequestDetails adds them with its messages (locales translate them). */
export const REQUEST_DETAILS_MESSAGES = {
  'request.title': 'What your wallet will be asked to sign',
  'request.from': 'From',
  'request.to': 'To',
  'request.contractCreation': 'Contract creation',
  'request.value': 'Value',
  'request.data': 'Data',
  'request.action': 'Action',
  'request.token': 'Token',
  'request.recipient': 'Recipient',
  'request.owner': 'Owner',
  'request.spender': 'Spender',
  'request.amount': 'Amount',
  'request.allowance': 'Allowance',
  'request.selector': 'Function selector',
  'request.message': 'Message',
  'request.account': 'Account',
  'request.hash': 'Hash',
  'request.primaryType': 'Primary type',
  'request.domain': 'Domain {path}',
  'request.field': 'Field {path}',
  'request.calls': 'Calls',
  'request.call': 'Call {n} of {total}',
  'request.unlimited': 'Unlimited',
  'request.raw': 'Raw request',
  'request.bytes': '{n} bytes',
  'request.action.transfer': 'Token transfer',
  'request.action.transferFrom': 'Token transfer from another owner',
  'request.action.approve': 'Token approval',
  'request.action.permit': 'Permit (signed approval)',
  'request.action.contractCall': 'Contract call',
} as const;

type T = (key: string, params?: Record<string, string | number>) => string;

const label = (r: DescribeRow, t: T) => (r.key === 'domain' || r.key === 'field' ? t(`request.${r.key}`, { path: r.path ?? '' }) : t(`request.${r.key}`));
const value = (r: DescribeRow, t: T) => (r.key === 'action' ? t(`request.action.${r.value}`) : r.value);

/** A <details> whose content is in the page only while it is open (a closed one holds no hidden text). */
function Expandable({ summary, children, testId }: { summary: string; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details data-testid={testId} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? children : null}
    </details>
  );
}

export function RequestDetails({ description, t }: { description: RequestDescription; t: T }) {
  const total = description.rows.find((r) => r.key === 'calls')?.value ?? '';
  // Rows before the first call, then one group per call of a batch.
  const groups: { call?: number; rows: DescribeRow[] }[] = [];
  for (const r of description.rows) {
    const last = groups.at(-1);
    if (last && last.call === r.call) last.rows.push(r);
    else groups.push({ call: r.call, rows: [r] });
  }
  return (
    <div className="gw-card" data-testid="request-details" data-method={description.method}>
      <p className="gw-muted">{t('request.title')}</p>
      {groups.map((g, i) => (
        <div key={i} data-call={g.call}>
          {g.call !== undefined ? <p data-testid="request-call"><strong>{t('request.call', { n: g.call, total })}</strong></p> : null}
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 8px', margin: 0 }}>
            {g.rows.map((r, j) => (
              <div key={j} style={{ display: 'contents' }}>
                <dt className="gw-muted">{label(r, t)}</dt>
                <dd data-key={r.key} style={{ margin: 0, overflowWrap: 'anywhere' }}>
                  {/* Calldata is long: its size shows, the bytes one click away (whole, never cut). */}
                  {r.key === 'data' ? <Expandable summary={t('request.bytes', { n: (r.value.length - 2) / 2 })}><code>{r.value}</code></Expandable> : value(r, t)}
                  {r.unlimited ? <> <strong data-testid="request-unlimited">{t('request.unlimited')}</strong></> : null}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <Expandable summary={t('request.raw')} testId="request-raw">
        <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>{description.raw}</pre>
      </Expandable>
    </div>
  );
}
