// The convert calls' request/response pairs, recorded from the real blockchain API's source
// (reown-com/blockchain-api at a4b66a9: src/handlers/convert/*.rs structs, src/providers/one_inch.rs,
// src/error.rs, src/utils/crypto.rs; integration/convert.test.ts shows the same calls against the live
// service), and what it refuses. Values that come from a chain are matched by shape only.
import { expect } from 'vitest';

const digits = expect.stringMatching(/^\d+$/);
const hex = expect.stringMatching(/^0x[0-9a-f]+$/);
/** error.rs:766-771 new_error_response: every RpcError answer. @param {string | RegExp} description @param {string} [field] */
const failed = (description, field = '') => ({ status: 'FAILED', reasons: [{ field, description: typeof description === 'string' ? description : expect.stringMatching(description) }] });
/** axum's Query rejection (400, text). @param {string} detail */
const badQuery = (detail) => `Failed to deserialize query string: ${detail}`;

/**
 * @param {{ contracts: { tokens: Record<string, string>, amm: string, native: string } }} d the devnet
 * @param {string} user a devnet account (0x…)
 * @returns {Record<'tokens'|'quotes'|'allowance'|'gasPrice'|'buildApprove'|'buildTransaction', import('./pairs.mjs').Pair[]>}
 */
export function convertPairs(d, user) {
  const usdc = `eip155:31337:${d.contracts.tokens.USDC}`;
  const eth = `eip155:31337:${d.contracts.native}`;
  const me = `eip155:31337:${user}`;
  const amm = `eip155:31337:${d.contracts.amm.toLowerCase()}`;
  return {
    tokens: [
      {
        source: 'tokens.rs:15-39 TokensListQueryParams/TokenItem; one_inch.rs:342-361 (CAIP-10 addresses, eip2612 defaulted to false)',
        path: '/v1/convert/tokens', query: { chainId: 'eip155:31337' }, status: 200,
        response: { tokens: expect.arrayContaining([{ name: 'Ether', symbol: 'ETH', address: eth.toLowerCase(), decimals: 18, logoUri: expect.any(String), eip2612: false }]) },
      },
      { source: 'tokens.rs:17-22 chain_id is required (axum Query)', path: '/v1/convert/tokens', status: 400, text: badQuery('missing field `chainId`') },
      { source: 'crypto.rs:1179-1183 disassemble_caip2; error.rs:322-329', path: '/v1/convert/tokens', query: { chainId: '31337' }, status: 400, response: failed('Crypto utils error: Wrong CAIP-2 format: 31337') },
      { source: 'one_inch.rs:311-317: the aggregator knows no such chain', path: '/v1/convert/tokens', query: { chainId: 'eip155:999' }, status: 400, response: failed('Conversion parameter error: Chain ID eip155:999 is not supported') },
    ],
    quotes: [
      {
        source: 'quotes.rs:15-39 ConvertQuoteQueryParams/QuoteItem; one_inch.rs:450-459 (from/to and amount echoed, id null)',
        path: '/v1/convert/quotes', query: { amount: '1000000', from: usdc, to: eth, gasPrice: '1000000000', userAddress: me }, status: 200,
        response: { quotes: [{ id: null, fromAmount: '1000000', fromAccount: usdc, toAmount: digits, toAccount: eth }] },
      },
      { source: 'quotes.rs:17-23 amount is required', path: '/v1/convert/quotes', query: { from: usdc, to: eth }, status: 400, text: badQuery('missing field `amount`') },
      { source: 'one_inch.rs:383-389 one chain only', path: '/v1/convert/quotes', query: { amount: '1', from: usdc, to: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }, status: 400, response: failed('Invalid parameter: `from` and `to` chain IDs must have the same value') },
      { source: 'crypto.rs:1213-1216 disassemble_caip10', path: '/v1/convert/quotes', query: { amount: '1', from: d.contracts.tokens.USDC, to: eth }, status: 400, response: failed(`Crypto utils error: Wrong CAIP-10 format: ${d.contracts.tokens.USDC}`) },
      { source: 'one_inch.rs:410-412 gasPrice goes to the aggregator, which takes an integer (its 400 passes through, :428-439)', path: '/v1/convert/quotes', query: { amount: '1', from: usdc, to: eth, gasPrice: '' }, status: 400, response: failed(/^Conversion parameter error: gasPrice/) },
    ],
    allowance: [
      {
        source: 'allowance.rs:15-27 AllowanceQueryParams/AllowanceResponseBody',
        path: '/v1/convert/allowance', query: { tokenAddress: usdc, userAddress: me }, status: 200, response: { allowance: digits },
      },
      { source: 'allowance.rs:17-21 userAddress is required', path: '/v1/convert/allowance', query: { tokenAddress: usdc }, status: 400, text: badQuery('missing field `userAddress`') },
      { source: 'one_inch.rs:735 userAddress is CAIP-10', path: '/v1/convert/allowance', query: { tokenAddress: usdc, userAddress: user }, status: 400, response: failed(`Crypto utils error: Wrong CAIP-10 format: ${user}`) },
    ],
    gasPrice: [
      { source: 'gas_price.rs:15-28 GasPriceQueryParams/GasPriceQueryResponseBody', path: '/v1/convert/gas-price', query: { chainId: 'eip155:31337' }, status: 200, response: { standard: digits, fast: digits, instant: digits } },
      { source: 'gas_price.rs:17-20 chainId is required', path: '/v1/convert/gas-price', status: 400, text: badQuery('missing field `chainId`') },
      { source: 'one_inch.rs:683-689', path: '/v1/convert/gas-price', query: { chainId: 'eip155:999' }, status: 400, response: failed('Conversion parameter error: Chain ID eip155:999 is not supported') },
    ],
    buildApprove: [
      {
        source: 'approve.rs:15-42; one_inch.rs:486-488 (the approval is for the `to` token), :529-539 (tx.from echoes `from`, tx.to is CAIP-10, value as the aggregator writes it)',
        path: '/v1/convert/build-approve', query: { from: usdc, to: usdc, amount: '1000000' }, status: 200,
        response: { tx: { from: usdc, to: usdc.toLowerCase(), data: hex, value: '0', eip155: { gasPrice: digits } } },
      },
      { source: 'approve.rs:17-22 to is required', path: '/v1/convert/build-approve', query: { from: usdc }, status: 400, text: badQuery('missing field `to`') },
      { source: 'one_inch.rs:473-479 one chain only', path: '/v1/convert/build-approve', query: { from: usdc, to: 'eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7' }, status: 400, response: failed('Invalid parameter: `from` and `to` chain IDs must have the same value') },
      { source: 'one_inch.rs:488-490 amount goes to the aggregator as an integer', path: '/v1/convert/build-approve', query: { from: usdc, to: usdc, amount: '1.5' }, status: 400, response: failed(/^Conversion parameter error: amount/) },
    ],
    buildTransaction: [
      {
        source: 'transaction.rs:15-55 ConvertTransactionQueryParams/ConvertTx; one_inch.rs:630-650 (from/to CAIP-10, amount = dst amount, gas raised 10 %, no value)',
        method: 'POST', path: '/v1/convert/build-transaction',
        body: { projectId: '<projectId>', amount: '1000000000000000', from: eth, to: usdc, userAddress: me, eip155: { slippage: 1 }, disableEstimate: true }, status: 200,
        response: { tx: { from: me.toLowerCase(), to: amm, data: hex, amount: digits, eip155: { gas: digits, gasPrice: digits } } },
      },
      {
        source: 'transaction.rs:29-31 slippage: usize — the string "1" is axum\'s Json rejection (422)',
        method: 'POST', path: '/v1/convert/build-transaction',
        body: { projectId: '<projectId>', amount: '1', from: eth, to: usdc, userAddress: me, eip155: { slippage: '1' }, disableEstimate: true }, status: 422,
        text: /^Failed to deserialize the JSON body into the target type: eip155\.slippage: invalid type: string "1", expected usize at line 1 column \d+$/,
      },
      {
        source: 'transaction.rs:17-25 projectId is a body field',
        method: 'POST', path: '/v1/convert/build-transaction', body: { amount: '1', from: eth, to: usdc, userAddress: me, eip155: { slippage: 1 } }, status: 422,
        text: /^Failed to deserialize the JSON body into the target type: missing field `projectId` at line 1 column \d+$/,
      },
      { source: 'simple_request_json.rs:19-27 a body that is not JSON', method: 'POST', path: '/v1/convert/build-transaction', rawBody: 'amount=1', status: 400, text: /^Failed to parse the request body as JSON: / },
      {
        source: 'one_inch.rs:582-592 eip155 (slippage) is required',
        method: 'POST', path: '/v1/convert/build-transaction', body: { projectId: '<projectId>', amount: '1', from: eth, to: usdc, userAddress: me }, status: 400,
        response: failed('Invalid parameter: slippage parameter is necessary for this type of conversion'),
      },
      {
        source: 'one_inch.rs:554-560 from, to and the user on one chain',
        method: 'POST', path: '/v1/convert/build-transaction', body: { projectId: '<projectId>', amount: '1', from: eth, to: usdc, userAddress: `eip155:1:${user}`, eip155: { slippage: 1 } }, status: 400,
        response: failed('Invalid parameter: `from`, `to` and `userAddress` chain IDs must have the same value'),
      },
    ],
  };
}

/** Fills the project id into a recorded body (the pairs are written before the devnet starts). @param {import('./pairs.mjs').Pair} pair @param {string} projectId */
export function withProject(pair, projectId) {
  if (!pair.body || typeof pair.body !== 'object') return pair;
  const body = /** @type {Record<string, unknown>} */ (pair.body);
  return { ...pair, body: body.projectId === '<projectId>' ? { ...body, projectId } : body };
}
