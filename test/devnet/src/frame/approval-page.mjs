// The frame page's approval UI (runs inside the frame): a request that needs the visitor is shown
// decoded — every row, calls of a batch under their own heading, unlimited approvals named, the raw
// request in a <details> — with Approve and Reject. One at a time, in arrival order; the app's
// RPC_ABORT (the visitor closed the modal) drops them all. Text only (textContent): token names are
// attacker-chosen on the devnet too.
export const APPROVAL_SCRIPT = `
  const LABELS = { from: 'From', to: 'To', contractCreation: 'Contract creation', value: 'Value', data: 'Data', action: 'Action',
    token: 'Token', recipient: 'Recipient', owner: 'Owner', spender: 'Spender', amount: 'Amount', allowance: 'Allowance',
    selector: 'Function selector', message: 'Message', account: 'Account', hash: 'Hash', primaryType: 'Primary type',
    domain: 'Domain', field: 'Message field', calls: 'Calls' };
  const ACTIONS = { transfer: 'Token transfer', transferFrom: 'Token transfer (from another owner)', approve: 'Token approval', permit: 'Permit (signed approval)', contractCall: 'Contract call' };
  const queue = [];
  const el = (tag, attrs, text) => { const n = document.createElement(tag); for (const [k, v] of Object.entries(attrs || {})) n.setAttribute(k, v); if (text !== undefined) n.textContent = text; return n; };
  function render() {
    const root = document.getElementById('approval');
    root.replaceChildren();
    const next = queue[0];
    document.body.dataset.approval = next ? 'shown' : 'none';
    if (!next) return;
    const { approval } = next;
    root.append(el('h2', { 'data-testid': 'frame-approval-title' }, 'Approve ' + approval.method));
    let list = el('dl', { 'data-testid': 'frame-approval-rows' });
    root.append(list);
    let call;
    for (const r of approval.rows) {
      if (r.call !== undefined && r.call !== call) {
        call = r.call;
        root.append(el('h3', { 'data-testid': 'frame-approval-call' }, 'Call ' + call + ' of ' + approval.rows.find((x) => x.key === 'calls').value));
        list = el('dl', { 'data-call': String(call) });
        root.append(list);
      }
      const label = (LABELS[r.key] || r.key) + (r.path ? ' ' + r.path : '');
      const value = r.key === 'action' ? (ACTIONS[r.value] || r.value) : r.value;
      list.append(el('dt', {}, label));
      const dd = el('dd', { 'data-key': r.key }, value);
      if (r.unlimited) dd.append(el('strong', { 'data-testid': 'frame-approval-unlimited' }, ' — Unlimited'));
      list.append(dd);
    }
    const raw = el('details', { 'data-testid': 'frame-approval-raw' });
    raw.append(el('summary', {}, 'Raw request'), el('pre', {}, approval.raw));
    root.append(raw);
    if (queue.length > 1) root.append(el('p', {}, (queue.length - 1) + ' more waiting'));
    const reject = el('button', { type: 'button', 'data-testid': 'frame-reject' }, 'Reject');
    const approve = el('button', { type: 'button', 'data-testid': 'frame-approve' }, 'Approve');
    reject.onclick = () => settle(false);
    approve.onclick = () => settle(true);
    root.append(reject, approve);
  }
  function settle(ok) {
    const next = queue.shift();
    render();
    if (next) next.decide(ok);
  }
  /** Resolves { ok: true } (approved or nothing to approve) or { error } (rejected, malformed or aborted). */
  async function askVisitor(m) {
    const r = await fetch('/__frame/approval', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payload: m.payload }) }).then((x) => x.json());
    if (!r.ok) return { error: r.payload.message };
    if (!r.payload.approval) return { ok: true };
    return new Promise((resolve) => {
      queue.push({ approval: r.payload.approval, decide: (ok) => resolve(ok === null ? { error: 'Request was aborted' } : ok ? { ok: true } : { error: 'User rejected the request.', code: 4001 }) });
      render();
    });
  }
  function abortApprovals() {
    const all = queue.splice(0);
    render();
    for (const q of all) q.decide(null);
  }
`;

export const APPROVAL_STYLE = `
  body { font: 14px system-ui, sans-serif; margin: 0; padding: 12px; background: #fff; color: #111; }
  body[data-approval="none"] #approval { display: none; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 8px; margin: 0 0 8px; }
  dt { color: #555; } dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 240px; overflow: auto; }
  button { padding: 8px 16px; margin: 4px; }
`;
