// /v1/convert/*: tokens, quotes, allowance, gas price, build-approve and build-transaction — all
// answered by the devnet's constant-product AMM; the built transactions really execute on it.
import { encodeFunctionData, erc20Abi, isAddress, maxUint256, numberToHex } from 'viem';
import { ammAbi } from '../../evm/deploy.mjs';
import { HttpError } from '../../lib/http.mjs';
import { publicClient } from '../evm-read.mjs';
import { chainTokens, tokenByAddress, tokenIcon } from '../tokens.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  /** "eip155:31337:0xabc" -> { chain, token } */
  const resolve = (/** @type {string|undefined} */ caip) => {
    const parts = String(caip ?? '').split(':');
    if (parts.length !== 3 || parts[0] !== 'eip155') throw new HttpError(400, `Expected a CAIP-10 token address, got ${caip}`);
    const chain = world.evmChain(Number(parts[1]));
    if (!chain) throw new HttpError(400, 'Network not supported for Swaps');
    const token = tokenByAddress(chain, parts[2]);
    if (!token || token.spam) throw new HttpError(400, `Token ${caip} is not swappable`);
    return { chain, token };
  };
  /** The chain of a CAIP-2 id; an unknown one is the spec §8 message of the endpoint asking. */
  const chainOf = (/** @type {string|undefined} */ id, message = 'Network not supported for Swaps') => {
    const chain = id ? world.evmChain(id) : undefined;
    if (!chain) throw new HttpError(400, message);
    return chain;
  };
  const amountOut = async (/** @type {any} */ chain, /** @type {any} */ from, /** @type {any} */ to, /** @type {bigint} */ amount) =>
    /** @type {Promise<bigint>} */ (publicClient(chain.url).readContract({ address: chain.contracts.amm, abi: ammAbi, functionName: 'getAmountOut', args: [from.address, to.address, amount] }));
  const gasPrice = async (/** @type {any} */ chain) => publicClient(chain.url).getGasPrice();
  const bigAmount = (/** @type {unknown} */ v) => {
    try {
      const b = BigInt(String(v));
      if (b <= 0n) throw new Error();
      return b;
    } catch {
      throw new HttpError(400, `Invalid amount ${v}`);
    }
  };

  r.get('/v1/convert/tokens', ({ query }) => {
    const chain = chainOf(query.chainId);
    return {
      tokens: chainTokens(chain)
        .filter((t) => !t.spam)
        .map((t) => ({ name: t.name, symbol: t.symbol, address: `eip155:${chain.chainId}:${t.address}`, decimals: t.decimals, logoUri: tokenIcon(world.apiUrl, t.symbol), eip2612: false })),
    };
  });

  r.get('/v1/convert/quotes', async ({ query }) => {
    const from = resolve(query.from);
    const to = resolve(query.to);
    const amount = bigAmount(query.amount);
    let out;
    try {
      out = await amountOut(from.chain, from.token, to.token, amount);
    } catch {
      throw new HttpError(400, `No liquidity for ${from.token.symbol} -> ${to.token.symbol}`);
    }
    return { quotes: [{ fromAmount: amount.toString(), fromAccount: query.from, toAmount: out.toString(), toAccount: query.to }] };
  });

  r.get('/v1/convert/allowance', async ({ query }) => {
    const { chain, token } = resolve(query.tokenAddress);
    const owner = String(query.userAddress ?? '').split(':').pop() ?? '';
    if (!isAddress(owner)) throw new HttpError(400, 'Invalid userAddress');
    if (token.native) return { allowance: maxUint256.toString() };
    const allowance = await publicClient(chain.url).readContract({ address: token.address, abi: erc20Abi, functionName: 'allowance', args: [owner, chain.contracts.amm] });
    return { allowance: allowance.toString() };
  });

  r.get('/v1/convert/gas-price', async ({ query }) => {
    // Spec §8: the gas-price endpoint has its own message ('… for Gas Price', not '… for Swaps').
    const gp = await gasPrice(chainOf(query.chainId, 'Network not supported for Gas Price'));
    return { standard: gp.toString(), fast: ((gp * 12n) / 10n).toString(), instant: ((gp * 15n) / 10n).toString() };
  });

  r.get('/v1/convert/build-approve', async ({ query }) => {
    const { chain, token } = resolve(query.from);
    resolve(query.to);
    const user = String(query.userAddress ?? '').split(':').pop() ?? '';
    if (!isAddress(user)) throw new HttpError(400, 'Invalid userAddress');
    if (token.native) throw new HttpError(400, 'The native coin needs no approval');
    const amount = query.amount ? bigAmount(query.amount) : maxUint256;
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.contracts.amm, amount] });
    return { tx: { from: user, to: token.address, data, value: '0x0', eip155: { gas: numberToHex(80_000n), gasPrice: (await gasPrice(chain)).toString() } } };
  });

  r.post('/v1/convert/build-transaction', async ({ body }) => {
    const from = resolve(body?.from);
    const to = resolve(body?.to);
    const amount = bigAmount(body?.amount);
    const user = String(body?.userAddress ?? '').split(':').pop() ?? '';
    if (!isAddress(user)) throw new HttpError(400, 'Invalid userAddress');
    const slippage = Number(body?.eip155?.slippage ?? 1);
    const out = await amountOut(from.chain, from.token, to.token, amount);
    const minOut = (out * BigInt(Math.round((100 - slippage) * 100))) / 10_000n;
    const data = encodeFunctionData({ abi: ammAbi, functionName: 'swap', args: [from.token.address, to.token.address, amount, minOut, user] });
    const value = from.token.native ? amount : 0n;
    return {
      tx: { from: user, to: from.chain.contracts.amm, data, amount: out.toString(), value: numberToHex(value), eip155: { gas: numberToHex(250_000n), gasPrice: (await gasPrice(from.chain)).toString() } },
    };
  });
}
