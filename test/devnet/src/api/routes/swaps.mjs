// /v1/convert/*: tokens, quotes, allowance, gas price, build-approve and build-transaction, as the real
// blockchain API takes and answers them (src/handlers/convert/*.rs, src/providers/one_inch.rs; see
// docs/wire.md "Blockchain API: swaps (convert)") — answered by the devnet's constant-product AMM, which
// stands in for the aggregator's router: the built transactions really execute on it. Requests are
// parsed as the server parses them (convert-wire.mjs), so a wrong one is refused as the service refuses it.
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { ammAbi } from '../../evm/deploy.mjs';
import { publicClient } from '../evm-read.mjs';
import { chainTokens, tokenByAddress, tokenIcon } from '../tokens.mjs';
import {
  CONVERT_TRANSACTION_STRUCT, caip10, caip2, conversionError, integerParam, invalidParameter, jsonStruct, queryStruct, refusing,
} from '../convert-wire.mjs';

/** one_inch.rs:37 GAS_ESTIMATION_SLIPPAGE: the aggregator's gas estimate is raised by 10 %. */
const GAS_ESTIMATE = 250_000n;
const withGasSlippage = (/** @type {bigint} */ gas) => (gas * 11n + 9n) / 10n;
/** The aggregator's slippage range (percent); beyond it its 400 comes back as a conversion error. */
const MAX_SLIPPAGE = 50;

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  /** The devnet chain of an eip155 chain id; the aggregator does not know any other (one_inch.rs:311-317). */
  const chainOf = (/** @type {string} */ chainId) => {
    const chain = /^\d+$/.test(chainId) ? world.evmChain(Number(chainId)) : undefined;
    if (!chain) throw conversionError(`Chain ID eip155:${chainId} is not supported`);
    return chain;
  };
  /** A token of a devnet chain by a CAIP-10 id, as the aggregator resolves `src`/`dst`. */
  const tokenOf = (/** @type {any} */ chain, /** @type {string} */ address, /** @type {string} */ param) => {
    const token = tokenByAddress(chain, address);
    if (!token || token.spam) throw conversionError(`${param}: token ${address.toLowerCase()} is not supported`);
    return token;
  };
  const caipOf = (/** @type {any} */ chain, /** @type {string} */ address) => `eip155:${chain.chainId}:${address.toLowerCase()}`;
  const gasPrice = async (/** @type {any} */ chain) => publicClient(chain.url).getGasPrice();
  const amountOut = async (/** @type {any} */ chain, /** @type {any} */ from, /** @type {any} */ to, /** @type {bigint} */ amount) => {
    try {
      return /** @type {bigint} */ (await publicClient(chain.url).readContract({ address: chain.contracts.amm, abi: ammAbi, functionName: 'getAmountOut', args: [from.address, to.address, amount] }));
    } catch {
      // The aggregator's answer when no route exists (its 400 description).
      throw conversionError('insufficient liquidity');
    }
  };
  const allowanceOf = async (/** @type {any} */ chain, /** @type {any} */ token, /** @type {`0x${string}`} */ owner) =>
    token.native ? maxUint256 : /** @type {bigint} */ (await publicClient(chain.url).readContract({ address: token.address, abi: erc20Abi, functionName: 'allowance', args: [owner, chain.contracts.amm] }));

  // tokens.rs:15-39; one_inch.rs:284-361. The list of the chain's tokens, addresses as CAIP-10 (lower case, as the aggregator writes them).
  r.get('/v1/convert/tokens', refusing(async ({ url }) => {
    const q = queryStruct(url.searchParams, ['projectId', 'chainId'], ['address']);
    const chain = chainOf(caip2(/** @type {string} */ (q.chainId)).chainId);
    return {
      tokens: chainTokens(chain)
        .filter((t) => !t.spam && (q.address === undefined || t.address.toLowerCase() === q.address))
        .map((t) => ({ name: t.name, symbol: t.symbol, address: caipOf(chain, t.address), decimals: t.decimals, logoUri: tokenIcon(world.apiUrl, t.symbol), eip2612: false })),
    };
  }));

  // quotes.rs:15-39; one_inch.rs:376-461. No user address: the quote is the same for everyone.
  r.get('/v1/convert/quotes', refusing(async ({ url }) => {
    const q = queryStruct(url.searchParams, ['projectId', 'amount', 'from', 'to'], ['gasPrice']);
    const from = caip10(/** @type {string} */ (q.from));
    const to = caip10(/** @type {string} */ (q.to));
    if (from.chainId !== to.chainId) throw invalidParameter('`from` and `to` chain IDs must have the same value');
    const chain = chainOf(from.chainId);
    const amount = integerParam('amount', /** @type {string} */ (q.amount));
    if (q.gasPrice !== undefined) integerParam('gasPrice', q.gasPrice);
    const out = await amountOut(chain, tokenOf(chain, from.address, 'src'), tokenOf(chain, to.address, 'dst'), amount);
    return { quotes: [{ id: null, fromAmount: q.amount, fromAccount: q.from, toAmount: out.toString(), toAccount: q.to }] };
  }));

  // allowance.rs:15-27; one_inch.rs:729-793. The allowance the aggregator's router (here the AMM) holds.
  r.get('/v1/convert/allowance', refusing(async ({ url }) => {
    const q = queryStruct(url.searchParams, ['projectId', 'tokenAddress', 'userAddress']);
    const token = caip10(/** @type {string} */ (q.tokenAddress));
    const user = caip10(/** @type {string} */ (q.userAddress));
    const chain = chainOf(token.chainId);
    return { allowance: (await allowanceOf(chain, tokenOf(chain, token.address, 'tokenAddress'), user.address)).toString() };
  }));

  // gas_price.rs:15-28; one_inch.rs:656-726. Decimal wei strings.
  r.get('/v1/convert/gas-price', refusing(async ({ url }) => {
    const q = queryStruct(url.searchParams, ['projectId', 'chainId']);
    const gp = await gasPrice(chainOf(caip2(/** @type {string} */ (q.chainId)).chainId));
    return { standard: gp.toString(), fast: ((gp * 12n) / 10n).toString(), instant: ((gp * 15n) / 10n).toString() };
  }));

  // approve.rs:15-42; one_inch.rs:464-542. The approval is built for the `to` token (the aggregator's
  // tokenAddress); `from` is echoed as tx.from; no amount = unlimited. No user address is taken.
  r.get('/v1/convert/build-approve', refusing(async ({ url }) => {
    const q = queryStruct(url.searchParams, ['projectId', 'from', 'to'], ['amount']);
    const from = caip10(/** @type {string} */ (q.from));
    const to = caip10(/** @type {string} */ (q.to));
    if (from.chainId !== to.chainId) throw invalidParameter('`from` and `to` chain IDs must have the same value');
    const chain = chainOf(from.chainId);
    const token = tokenOf(chain, to.address, 'tokenAddress');
    const amount = q.amount === undefined ? maxUint256 : integerParam('amount', q.amount);
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.contracts.amm, amount] });
    return { tx: { from: q.from, to: caipOf(chain, token.address), data, value: '0', eip155: { gasPrice: (await gasPrice(chain)).toString() } } };
  }));

  // transaction.rs:15-55; one_inch.rs:545-653. A JSON body (any content type); tx.from and tx.to are
  // CAIP-10, tx.amount is what the visitor receives; there is no value (the client adds the amount when
  // it sells the native coin).
  r.post('/v1/convert/build-transaction', refusing(async ({ rawBody }) => {
    const body = jsonStruct(rawBody, CONVERT_TRANSACTION_STRUCT);
    const from = caip10(body.from);
    const to = caip10(body.to);
    const user = caip10(body.userAddress);
    if (to.chainId !== from.chainId || user.chainId !== from.chainId) throw invalidParameter('`from`, `to` and `userAddress` chain IDs must have the same value');
    if (!body.eip155) throw invalidParameter('slippage parameter is necessary for this type of conversion');
    const chain = chainOf(from.chainId);
    const src = tokenOf(chain, from.address, 'src');
    const dst = tokenOf(chain, to.address, 'dst');
    const amount = integerParam('amount', body.amount);
    const slippage = Number(body.eip155.slippage);
    if (slippage > MAX_SLIPPAGE) throw conversionError(`slippage: must be at most ${MAX_SLIPPAGE}`);
    if (body.disableEstimate !== true) {
      // Without disableEstimate the aggregator simulates the swap from the user: short funds are its 400.
      const held = src.native ? await publicClient(chain.url).getBalance({ address: user.address })
        : /** @type {bigint} */ (await publicClient(chain.url).readContract({ address: src.address, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] }));
      if (held < amount) throw conversionError(`Not enough ${src.symbol} balance. Amount: ${amount}. Balance: ${held}.`);
      const allowance = await allowanceOf(chain, src, user.address);
      if (allowance < amount) throw conversionError(`Not enough allowance. Amount: ${amount}. Allowance: ${allowance}. Spender: ${chain.contracts.amm.toLowerCase()}`);
    }
    const out = await amountOut(chain, src, dst, amount);
    const minOut = (out * BigInt(100 - slippage)) / 100n;
    const data = encodeFunctionData({ abi: ammAbi, functionName: 'swap', args: [src.address, dst.address, amount, minOut, user.address] });
    return {
      tx: { from: caipOf(chain, user.address), to: caipOf(chain, chain.contracts.amm), data, amount: out.toString(), eip155: { gas: withGasSlippage(GAS_ESTIMATE).toString(), gasPrice: (await gasPrice(chain)).toString() } },
    };
  }));
}
