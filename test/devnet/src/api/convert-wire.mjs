// The convert endpoints' request parsing as the real blockchain API does it (reown-com/blockchain-api,
// src/handlers/convert/*.rs structs, src/utils/crypto.rs CAIP parsing, src/providers/one_inch.rs), so the
// devnet's swap routes refuse what the hosted service refuses, with its status and body:
//   - a query struct field missing: axum's Query rejection, 400 text "Failed to deserialize query string: …"
//   - a JSON body of the wrong shape: axum's Json rejection, 422 text "Failed to deserialize the JSON body
//     into the target type: <path>: <serde message> at line L column C" (400 "Failed to parse the request
//     body as JSON: …" when it is not JSON at all)
//   - a CAIP id that does not parse: RpcError::CryptoUitlsError, 400 { status: "FAILED", reasons: [...] }
//   - what the aggregator refuses: RpcError::ConversionInvalidParameter, 400 "Conversion parameter error: …"
import { reply } from '../lib/http.mjs';
import { badQuery, failed } from './real-errors.mjs';

/** A refusal carrying the reply the route answers with. */
export class Refusal extends Error {
  /** @param {import('../lib/http.mjs').Reply} answer */
  constructor(answer) {
    super('refused');
    this.answer = answer;
  }
}

/** Runs a handler; a Refusal thrown anywhere inside becomes its reply. @param {(ctx: any) => Promise<unknown>} fn */
export const refusing = (fn) => async (/** @type {any} */ ctx) => {
  try {
    return await fn(ctx);
  } catch (e) {
    if (e instanceof Refusal) return e.answer;
    throw e;
  }
};

/** RpcError::CryptoUitlsError (error.rs:322-329) with a CryptoUitlsError message (crypto.rs:81-99). @param {string} message */
const crypto = (message) => new Refusal(failed(400, '', `Crypto utils error: ${message}`));
/** RpcError::InvalidParameter (error.rs:426-433). @param {string} message */
export const invalidParameter = (message) => new Refusal(failed(400, '', `Invalid parameter: ${message}`));
/** RpcError::ConversionInvalidParameter (error.rs:460-466): the aggregator's 400 description passed through. @param {string} message */
export const conversionError = (message) => new Refusal(failed(400, '', `Conversion parameter error: ${message}`));

/**
 * The query as serde_urlencoded gives it to a handler's struct: the first missing required field (in the
 * struct's declaration order) or a repeated one is axum's 400.
 * @param {URLSearchParams} params @param {string[]} required @param {string[]} [optional]
 * @returns {Record<string, string | undefined>}
 */
export function queryStruct(params, required, optional = []) {
  for (const k of [...required, ...optional]) if (params.getAll(k).length > 1) throw new Refusal(badQuery(`duplicate field \`${k}\``));
  const gone = required.find((k) => !params.has(k));
  if (gone) throw new Refusal(badQuery(`missing field \`${gone}\``));
  return Object.fromEntries([...required, ...optional].map((k) => [k, params.get(k) ?? undefined]));
}

/** disassemble_caip2 (crypto.rs:1179-1197); only eip155 is swappable. @param {string} caip2 */
export function caip2(caip2) {
  const parts = caip2.split(':');
  if (parts.length !== 2) throw crypto(`Wrong CAIP-2 format: ${caip2}`);
  if (parts[0] !== 'eip155') throw crypto(`Namespace is not supported: ${caip2}`);
  if (!/[-a-zA-Z0-9]{1,32}/.test(parts[1])) throw crypto(`Chain ID format is not supported: ${parts[1]}`);
  return { chainId: parts[1] };
}

/** disassemble_caip10 (crypto.rs:1200-1235): namespace, chain id, an eip155 address. @param {string} caip10 */
export function caip10(caip10) {
  const parts = caip10.split(':');
  if (parts.length !== 3) throw crypto(`Wrong CAIP-10 format: ${caip10}`);
  if (parts[0] !== 'eip155') throw crypto(`Namespace is not supported: ${caip10}`);
  if (!/[-a-zA-Z0-9]{1,32}/.test(parts[1])) throw crypto(`Chain ID format is not supported: ${parts[1]}`);
  if (!/^0x[0-9a-fA-F]{40}$/.test(parts[2])) throw crypto(`Address format is not supported: ${parts[2]}`);
  return { chainId: parts[1], address: /** @type {`0x${string}`} */ (parts[2]) };
}

/** The aggregator's check of an integer amount (its 400 passes through as a conversion error). @param {string} name @param {string} v */
export function integerParam(name, v) {
  if (!/^\d{1,78}$/.test(v)) throw conversionError(`${name}: must be an integer string, got ${JSON.stringify(v)}`);
  return BigInt(v);
}

/**
 * @typedef {{ type: 'string' | 'bool' | 'usize', optional?: boolean } | { type: 'struct', name: string, fields: Record<string, Field>, optional?: boolean }} Field
 */

/** serde's word for a JSON value it did not expect ("invalid type: string \"1\", expected usize"). @param {unknown} v */
function unexpected(v) {
  if (typeof v === 'string') return `string ${JSON.stringify(v)}`;
  if (typeof v === 'boolean') return `boolean \`${v}\``;
  if (typeof v === 'number') return Number.isInteger(v) ? `integer \`${v}\`` : `floating point \`${v}\``;
  if (Array.isArray(v)) return 'sequence';
  return v === null ? 'null' : 'map';
}

const EXPECTED = { string: 'a string', bool: 'a boolean', usize: 'usize' };

/**
 * A JSON body deserialized into a struct as serde does (unknown fields ignored, Option fields may be
 * absent or null); the first problem is axum's Json rejection. Line and column are approximated on the
 * compact body (serde_json reports where it stopped reading).
 * @param {string} raw @param {{ name: string, fields: Record<string, Field> }} struct
 * @returns {any} the body, its fields checked against the struct
 */
export function jsonStruct(raw, struct) {
  let body;
  try {
    body = JSON.parse(raw);
  } catch (e) {
    throw new Refusal(reply({ status: 400, type: 'text/plain; charset=utf-8', text: `Failed to parse the request body as JSON: ${raw.trim() === '' ? 'EOF while parsing a value at line 1 column 0' : /** @type {Error} */ (e).message}` }));
  }
  const at = (/** @type {string} */ needle) => {
    const i = needle ? raw.indexOf(needle) : -1;
    return `at line 1 column ${i < 0 ? raw.length : i + needle.length}`;
  };
  const refuse = (/** @type {string} */ path, /** @type {string} */ message, /** @type {string} */ needle) =>
    new Refusal(reply({ status: 422, type: 'text/plain; charset=utf-8', text: `Failed to deserialize the JSON body into the target type: ${path ? `${path}: ` : ''}${message} ${at(needle)}` }));
  /** @param {unknown} v @param {{ name: string, fields: Record<string, Field> }} s @param {string} path */
  const visit = (v, s, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw refuse(path, `invalid type: ${unexpected(v)}, expected struct ${s.name}`, '');
    const obj = /** @type {Record<string, unknown>} */ (v);
    for (const [k, f] of Object.entries(s.fields)) {
      const value = obj[k];
      const here = path ? `${path}.${k}` : k;
      if (value === undefined || value === null) {
        if (f.optional) continue;
        if (value === null) throw refuse(here, `invalid type: null, expected ${f.type === 'struct' ? `struct ${f.name}` : EXPECTED[f.type]}`, `"${k}":null`);
        throw refuse(path, `missing field \`${k}\``, '');
      }
      const needle = `"${k}":${JSON.stringify(value)}`;
      if (f.type === 'struct') visit(value, f, here);
      else if (f.type === 'string' && typeof value !== 'string') throw refuse(here, `invalid type: ${unexpected(value)}, expected a string`, needle);
      else if (f.type === 'bool' && typeof value !== 'boolean') throw refuse(here, `invalid type: ${unexpected(value)}, expected a boolean`, needle);
      else if (f.type === 'usize') {
        if (typeof value === 'number' && Number.isInteger(value) && value < 0) throw refuse(here, `invalid value: integer \`${value}\`, expected usize`, needle);
        if (typeof value !== 'number' || !Number.isInteger(value)) throw refuse(here, `invalid type: ${unexpected(value)}, expected usize`, needle);
      }
    }
    return obj;
  };
  return visit(body, struct, '');
}

/**
 * transaction.rs:15-32 ConvertTransactionQueryParams (+ ConvertTransactionQueryEip155).
 * @type {{ name: string, fields: Record<string, Field> }}
 */
export const CONVERT_TRANSACTION_STRUCT = {
  name: 'ConvertTransactionQueryParams',
  fields: {
    projectId: { type: 'string' },
    amount: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    userAddress: { type: 'string' },
    eip155: { type: 'struct', name: 'ConvertTransactionQueryEip155', optional: true, fields: { slippage: { type: 'usize' }, permit: { type: 'string', optional: true } } },
    disableEstimate: { type: 'bool', optional: true },
  },
};
