// What a signing or sending request asks, field by field, for whoever shows it to the visitor: the devnet
// frame's approval page (Node serves it, so this file is plain ESM with JSDoc types; describe-request.d.mts
// types it for the TypeScript side) and Gangway's own confirmations. Nothing is cut: every field of typed
// data and every call of a batch becomes a row, and the raw request is kept whole beside them.
// A malformed request (a non-numeric value, bad hex, a missing field) is refused with a DescribeError.
import { decodeFunctionData, erc20Abi, formatUnits, hexToString, isAddress, isHex, maxUint256 } from 'viem';

export class DescribeError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'DescribeError';
  }
}

/** @param {string} what @param {unknown} got */
const bad = (what, got) => new DescribeError(`Malformed request: ${what} (got ${JSON.stringify(got) ?? String(got)})`);

/** A quantity as wallets take it: a hex quantity, a decimal integer string or a safe non-negative integer. */
/** @param {unknown} v @param {string} field @returns {bigint} */
export function parseQuantity(v, field) {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === 'bigint' && v >= 0n) return v;
  if (typeof v === 'string' && /^0x[0-9a-fA-F]+$/.test(v)) return BigInt(v);
  if (typeof v === 'string' && /^[0-9]+$/.test(v)) return BigInt(v);
  throw bad(`"${field}" is not a number`, v);
}

/** @param {unknown} v @param {string} field @returns {`0x${string}`} */
function parseAddress(v, field) {
  if (typeof v !== 'string' || !isAddress(v, { strict: false })) throw bad(`"${field}" is not an address`, v);
  return /** @type {`0x${string}`} */ (v);
}

/** @param {unknown} v @param {string} field @returns {`0x${string}`} */
function parseData(v, field) {
  if (typeof v !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(v)) throw bad(`"${field}" is not hex bytes`, v);
  return /** @type {`0x${string}`} */ (v);
}

/**
 * @typedef {import('./describe-request.d.mts').DescribeRow} Row
 * @typedef {import('./describe-request.d.mts').DescribeContext} Ctx
 * @typedef {import('./describe-request.d.mts').RequestDescription} Description
 */

/** @param {bigint} amount @param {{ symbol: string, decimals: number } | undefined} token */
const amountText = (amount, token) => (token ? `${formatUnits(amount, token.decimals)} ${token.symbol}` : `${amount} (raw units: token unknown)`);

/** @param {Ctx} ctx @param {number | undefined} chainId @param {string} address */
const tokenOf = (ctx, chainId, address) => ctx.token?.(chainId ?? ctx.chainId, address);

/** An amount row; an approval of 2^256-1 (or one at least 2^255, as wallets treat it) is named unlimited. */
/** @param {Row['key']} key @param {bigint} amount @param {ReturnType<typeof tokenOf>} token @param {boolean} allowance @param {number | undefined} call */
function amountRow(key, amount, token, allowance, call) {
  const unlimited = allowance && amount >= maxUint256 / 2n;
  return /** @type {Row} */ ({ key, value: amountText(amount, token), ...(unlimited && { unlimited: true }), ...(call !== undefined && { call }) });
}

/**
 * One transaction (eth_sendTransaction, or one call of a batch): recipient, native value, and the call decoded
 * when it is an ERC-20 transfer, transferFrom or approve; any other call names its selector and keeps the data.
 * @param {unknown} tx @param {Ctx} ctx @param {number | undefined} chainId @param {number} [call] @returns {Row[]}
 */
export function describeTransaction(tx, ctx, chainId, call) {
  if (!tx || typeof tx !== 'object') throw bad('the transaction is not an object', tx);
  const t = /** @type {Record<string, unknown>} */ (tx);
  const at = /** @param {Omit<Row, 'call'>} r */ (r) => /** @type {Row} */ (call === undefined ? r : { ...r, call });
  /** @type {Row[]} */
  const rows = [];
  const to = t.to === undefined || t.to === null ? undefined : parseAddress(t.to, 'to');
  if (t.from !== undefined) rows.push(at({ key: 'from', value: parseAddress(t.from, 'from') }));
  rows.push(at(to ? { key: 'to', value: to } : { key: 'contractCreation', value: '' }));
  const value = t.value === undefined || t.value === null ? 0n : parseQuantity(t.value, 'value');
  rows.push(at({ key: 'value', value: `${formatUnits(value, 18)} ${ctx.nativeSymbol ?? 'ETH'}` }));
  const data = t.data ?? t.input;
  const hex = data === undefined || data === null ? '0x' : parseData(data, 'data');
  if (hex === '0x') return rows;
  let decoded;
  try { decoded = to ? decodeFunctionData({ abi: erc20Abi, data: hex }) : undefined; } catch { decoded = undefined; }
  const token = to && tokenOf(ctx, chainId, to);
  if (decoded?.functionName === 'transfer') {
    const [recipient, amount] = /** @type {[string, bigint]} */ (decoded.args);
    rows.push(at({ key: 'action', value: 'transfer' }), at({ key: 'token', value: tokenLabel(token, to) }), at({ key: 'recipient', value: recipient }), amountRow('amount', amount, token, false, call));
  } else if (decoded?.functionName === 'transferFrom') {
    const [owner, recipient, amount] = /** @type {[string, string, bigint]} */ (decoded.args);
    rows.push(at({ key: 'action', value: 'transferFrom' }), at({ key: 'token', value: tokenLabel(token, to) }), at({ key: 'owner', value: owner }), at({ key: 'recipient', value: recipient }), amountRow('amount', amount, token, false, call));
  } else if (decoded?.functionName === 'approve') {
    const [spender, amount] = /** @type {[string, bigint]} */ (decoded.args);
    rows.push(at({ key: 'action', value: 'approve' }), at({ key: 'token', value: tokenLabel(token, to) }), at({ key: 'spender', value: spender }), amountRow('allowance', amount, token, true, call));
  } else {
    rows.push(at({ key: 'action', value: 'contractCall' }), at({ key: 'selector', value: hex.slice(0, 10) }));
  }
  rows.push(at({ key: 'data', value: hex }));
  return rows;
}

/** @param {ReturnType<typeof tokenOf>} token @param {string} address */
const tokenLabel = (token, address) => (token ? `${token.symbol} (${address})` : address);

/** Every leaf of a typed-data message as `path = value` rows, in order; nothing dropped. */
/** @param {unknown} v @param {string} path @param {Row[]} out */
function flatten(v, path, out) {
  if (v && typeof v === 'object') {
    const entries = Array.isArray(v) ? v.map((x, i) => /** @type {[string, unknown]} */ ([String(i), x])) : Object.entries(v);
    if (!entries.length) out.push({ key: 'field', path, value: Array.isArray(v) ? '[]' : '{}' });
    for (const [k, x] of entries) flatten(x, path ? `${path}.${k}` : k, out);
  } else out.push({ key: 'field', path, value: String(v) });
}

/** @param {unknown} raw @param {Ctx} ctx @returns {Row[]} */
function describeTypedData(raw, ctx) {
  let typed = raw;
  if (typeof raw === 'string') {
    try { typed = JSON.parse(raw); } catch { throw bad('the typed data is not JSON', raw.slice(0, 80)); }
  }
  if (!typed || typeof typed !== 'object') throw bad('the typed data is not an object', typed);
  const td = /** @type {{ domain?: unknown, types?: unknown, primaryType?: unknown, message?: unknown }} */ (typed);
  if (typeof td.primaryType !== 'string' || !td.types || typeof td.types !== 'object' || !td.message || typeof td.message !== 'object') {
    throw bad('typed data needs types, primaryType and message', Object.keys(td));
  }
  /** @type {Row[]} */
  const rows = [{ key: 'primaryType', value: td.primaryType }];
  const domain = /** @type {Record<string, unknown>} */ (td.domain && typeof td.domain === 'object' ? td.domain : {});
  for (const [k, v] of Object.entries(domain)) rows.push({ key: 'domain', path: k, value: String(v) });
  const message = /** @type {Record<string, unknown>} */ (td.message);
  // A permit (EIP-2612, or Permit2's single permit) also in words: the token, the spender, the amount.
  if (/^Permit(Single)?$/.test(td.primaryType)) {
    const details = /** @type {Record<string, unknown>} */ (message.details && typeof message.details === 'object' ? message.details : message);
    const tokenAddress = typeof details.token === 'string' ? details.token : typeof domain.verifyingContract === 'string' && td.primaryType === 'Permit' ? domain.verifyingContract : undefined;
    const chainId = domain.chainId === undefined ? undefined : Number(parseQuantity(domain.chainId, 'domain.chainId'));
    const token = tokenAddress ? tokenOf(ctx, chainId, tokenAddress) : undefined;
    const amount = details.value ?? details.amount;
    rows.push({ key: 'action', value: 'permit' });
    if (tokenAddress) rows.push({ key: 'token', value: tokenLabel(token, tokenAddress) });
    if (message.spender !== undefined) rows.push({ key: 'spender', value: parseAddress(message.spender, 'message.spender') });
    if (amount !== undefined) rows.push(amountRow('allowance', parseQuantity(amount, 'message.value'), token, true, undefined));
  }
  flatten(message, '', rows);
  return rows;
}

/** @param {unknown} m */
const messageText = (m) => {
  if (typeof m !== 'string') throw bad('the message is not a string', m);
  if (!isHex(m)) return m;
  try {
    const text = hexToString(m);
    // Shown as text only when it is text; other bytes stay hex.
    return /^[\P{C}\n\r\t]*$/u.test(text) ? text : m;
  } catch { return m; }
};

/**
 * Describes one wallet request. Rows carry stable keys (the page translates them); `raw` is the whole
 * request as JSON.
 * @param {string} method @param {unknown} params @param {Ctx} [ctx] @returns {Description}
 */
export function describeRequest(method, params, ctx = {}) {
  const p = Array.isArray(params) ? params : params === undefined ? [] : [params];
  let raw;
  try { raw = JSON.stringify({ method, params }, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2); } catch { throw bad('the request cannot be shown', method); }
  /** @type {Row[]} */
  let rows;
  switch (method) {
    case 'personal_sign':
      rows = [{ key: 'message', value: messageText(p[0]) }];
      if (p[1] !== undefined) rows.push({ key: 'account', value: parseAddress(p[1], 'address') });
      break;
    case 'eth_sign':
      rows = [{ key: 'account', value: parseAddress(p[0], 'address') }, { key: 'hash', value: parseData(p[1], 'hash') }];
      break;
    case 'eth_signTypedData':
    case 'eth_signTypedData_v4':
      rows = [{ key: 'account', value: parseAddress(p[0], 'address') }, ...describeTypedData(p[1], ctx)];
      break;
    case 'eth_sendTransaction':
      rows = describeTransaction(p[0], ctx, ctx.chainId);
      break;
    case 'wallet_sendCalls': {
      const batch = /** @type {{ calls?: unknown, chainId?: unknown, from?: unknown }} */ (p[0] ?? {});
      if (!Array.isArray(batch.calls) || !batch.calls.length) throw bad('wallet_sendCalls needs a list of calls', batch.calls);
      const chainId = batch.chainId === undefined ? ctx.chainId : Number(parseQuantity(batch.chainId, 'chainId'));
      rows = [{ key: 'calls', value: String(batch.calls.length) }];
      if (batch.from !== undefined) rows.push({ key: 'from', value: parseAddress(batch.from, 'from') });
      batch.calls.forEach((c, i) => rows.push(...describeTransaction(c, ctx, chainId, i + 1)));
      break;
    }
    default:
      // Other signing methods (Solana, permissions, user operations): every field, as sent.
      rows = [];
      flatten(params, '', rows);
  }
  return { method, rows, raw };
}
