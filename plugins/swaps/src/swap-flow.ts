/**
 * The swap flow: load the network's tokens, gas price and the visitor's balances, and the prices of the
 * two tokens chosen (one per call: the service prices only the first address it is given); quote as the
 * amount changes (debounced, stale answers dropped) and read the router's allowance on chain for the
 * review; then swap — allowance read on chain → when short, the approval (built by the API for the
 * exact amount unless the visitor chose unlimited, checked against the network's router, signed, mined
 * and the new allowance read back) → swap transaction (slippage 1, checked: from the visitor, to the
 * same router) → mined → balances refreshed. A rejection or a failure at any step keeps every input
 * and leaves nothing pending; an answer naming a foreign spender or target never reaches the wallet.
 */
import { errorMessage, ERRORS, type PluginApi } from '@gangway/kernel';
import { isUserRejection } from '@gangway/lib-eip155';
import { eip155Service, type Eip155Service } from '@gangway/plugin-chain-eip155/public';
import { activeAccount, balanceDeps, chainFamilyKey, clearBalanceCaches, fetchTokenBalances, isNativeToken, nativeTokenId, type ActiveAccount, type ChainReads } from '@gangway/lib-wallet';
import { encodeFunctionData, erc20Abi, getAddress, type Address, type Hex } from 'viem';
import type { AllowanceReader } from './chain-allowance';
import type { SwapArgs } from './public';
import { fromBaseUnits, toBaseUnits } from './amounts';
import { apiMessage } from './api-message';
import { SWAP_ERRORS } from './errors';
import { initialSwapState, swapSliceKey, type SwapState, type SwapToken } from './slice';
import { swapRouter, type ExtraSwapNetworks } from './supported';
import type { SwapApi } from './swap-api';
import { checkApproveTx, checkSwapTx } from './tx-checks';
import { needsZeroFirstApprove } from './zero-first-approve';

/** Quotes wait this long after the last keystroke (spec §9 "search wait 300 ms"). */
export const QUOTE_DEBOUNCE_MS = 300;

const lower = (s: string) => s.toLowerCase();
const contractOf = (caip10: string) => getAddress(caip10.split(':')[2]) as Address;

export interface SwapFlow {
  /** (Re)load everything for the active account and network; apply the view's swap arguments. */
  init(args?: SwapArgs): Promise<void>;
  setFrom(address: string): void;
  setTo(address: string): void;
  setAmount(amount: string): void;
  flip(): void;
  /** Fill in the whole balance of the token being sold. */
  max(): void;
  /** The visitor's choice of an unlimited approval (exact by default). */
  setUnlimited(unlimited: boolean): void;
  swap(): Promise<void>;
  reset(): void;
  dispose(): void;
}

export interface SwapFlowDeps { swapApi: SwapApi; reads: ChainReads; allowances: AllowanceReader; extraNetworks: ExtraSwapNetworks }

export function createSwapFlow(api: PluginApi, deps: SwapFlowDeps): SwapFlow {
  const { swapApi, reads, allowances } = deps;
  const get = () => api.slice.getSlice(swapSliceKey);
  const update = (recipe: (s: SwapState) => void) => api.slice.updateSlice(swapSliceKey, recipe);
  const token = (address?: string) => (address ? get().tokens.find((t) => lower(t.address) === lower(address)) : undefined);
  let generation = 0;
  let quoteTimer: ReturnType<typeof setTimeout> | undefined;
  let quoteAbort: AbortController | undefined;
  let quoteSeq = 0;

  // The aggregator's address for the native coin: the eip155 family's placeholder (spec §9), asked of
  // the family service rather than written here.
  const family = () => api.services.require(chainFamilyKey('eip155'));

  const userCaip = (acc: ActiveAccount) => `${acc.network.caipNetworkId}:${acc.address}`;

  /** After a swap `changed` names its two tokens, so the service re-reads them past its cache. */
  async function loadBalances(acc: ActiveAccount, changed?: string[]) {
    const list = await fetchTokenBalances(balanceDeps(api, 'eip155'), { address: acc.address, network: acc.network, forceUpdate: !!changed, forceTokens: changed });
    const balances: Record<string, string> = {};
    const f = await family();
    for (const b of list) {
      if (b.chainId !== acc.network.caipNetworkId) continue;
      balances[lower(b.address ?? nativeTokenId(acc.network, f))] = b.quantity.numeric;
    }
    update((s) => { s.balances = balances; });
  }

  function matchArg(arg: string | undefined, tokens: SwapToken[]): string | undefined {
    if (!arg) return undefined;
    const a = lower(arg);
    return tokens.find((t) => lower(t.address) === a || lower(t.address.split(':')[2]) === a || lower(t.symbol) === a)?.address;
  }

  async function init(args: SwapArgs = {}) {
    const mine = ++generation;
    cancelQuote();
    const acc = activeAccount(api.state.getState());
    const network = acc?.network;
    if (!acc || !network) { update(() => initialSwapState()); return; }
    const router = swapRouter(network, deps.extraNetworks);
    if (!router) {
      update(() => ({ ...initialSwapState(), network: network.caipNetworkId, unsupported: true }));
      return;
    }
    const sameNetwork = get().network === network.caipNetworkId && get().tokens.length > 0;
    update((s) => {
      if (!sameNetwork) Object.assign(s, initialSwapState(), { network: network.caipNetworkId });
      s.tokensLoading = !sameNetwork;
      s.error = undefined;
      s.tokensError = undefined;
      s.router = { address: router.address, name: router.name };
    });
    const chainId = network.caipNetworkId;
    const gas = swapApi.gasPrice(chainId).then(
      (g) => { if (mine === generation) update((s) => { s.gasPrice = g.standard; s.gasError = undefined; }); },
      (error: unknown) => {
        api.hooks.error.call({ error, source: 'swaps:gas-price' });
        if (mine === generation) update((s) => { s.gasPrice = undefined; s.gasError = SWAP_ERRORS.GAS_PRICE_UNSUPPORTED; });
      },
    );
    const balances = loadBalances(acc).catch((error: unknown) => api.hooks.error.call({ error, source: 'swaps:balances' }));
    try {
      const [{ tokens: raw }, f] = await Promise.all([sameNetwork ? { tokens: get().tokens } : swapApi.tokens(chainId), family()]);
      if (mine !== generation) return;
      // Tokens of another chain in the answer are not swappable here.
      const tokens: SwapToken[] = raw
        .filter((t) => lower(t.address).startsWith(`${chainId}:`))
        .map((t) => ({ name: t.name, symbol: t.symbol, address: t.address, decimals: t.decimals, logoUri: t.logoUri ?? undefined, native: isNativeToken(t.address, f) }));
      update((s) => {
        s.tokens = tokens;
        s.tokensLoading = false;
        s.from = matchArg(args.from, tokens) ?? (s.from && tokens.some((t) => t.address === s.from) ? s.from : tokens.find((t) => t.native)?.address);
        s.to = matchArg(args.to, tokens) ?? (s.to && tokens.some((t) => t.address === s.to) ? s.to : undefined);
        if (s.to === s.from) s.to = undefined;
        if (args.amount !== undefined) s.amount = args.amount;
      });
      priceChosen();
    } catch (error) {
      api.hooks.error.call({ error, source: 'swaps:tokens' });
      if (mine === generation) update((s) => { s.tokensLoading = false; s.tokensError = apiMessage(error); });
      return;
    }
    await Promise.all([gas, balances]);
    if (mine === generation) scheduleQuote(0);
  }

  const pricing = new Set<string>();
  /**
   * The USD price of one token, asked once (a failure is not retried on every keystroke): the service prices only the first address of a request
   * (blockchain-api fungible_price.rs:67-76), so each token is asked alone, as AppKit does
   * (SwapController.ts:444-446).
   */
  async function loadPrice(address: string | undefined) {
    const key = address && lower(address);
    if (!address || !key || get().prices[key] !== undefined || pricing.has(key)) return;
    pricing.add(key);
    try {
      const { fungibles } = await swapApi.prices([address]);
      const price = fungibles.find((f) => lower(f.address) === key) ?? (fungibles.length === 1 ? fungibles[0] : undefined);
      if (price) update((s) => { s.prices[key] = price.price; });
    } catch (error) {
      // Prices only add the ≈ $ lines: the swap works without them.
      api.hooks.error.call({ error, source: 'swaps:prices' });
    }
  }
  const priceChosen = () => { void loadPrice(get().from); void loadPrice(get().to); };

  function cancelQuote() {
    if (quoteTimer) clearTimeout(quoteTimer);
    quoteTimer = undefined;
    quoteAbort?.abort();
    quoteAbort = undefined;
    quoteSeq++;
  }

  /** What a quote needs, or undefined when the inputs cannot be quoted yet. */
  function quotable() {
    const s = get();
    const acc = activeAccount(api.state.getState());
    const from = token(s.from);
    const to = token(s.to);
    if (!acc || s.unsupported || !from || !to || from.address === to.address) return undefined;
    const amount = toBaseUnits(s.amount, from.decimals);
    return amount ? { acc, from, to, amount } : undefined;
  }

  function scheduleQuote(delay = QUOTE_DEBOUNCE_MS) {
    cancelQuote();
    const q = quotable();
    update((s) => {
      s.quoteError = undefined;
      if (!q) { s.quote = undefined; s.quoteLoading = false; } else s.quoteLoading = true;
    });
    if (!q) return;
    const seq = quoteSeq;
    quoteTimer = setTimeout(() => { void fetchQuote(q, seq); }, delay);
  }

  async function fetchQuote(q: NonNullable<ReturnType<typeof quotable>>, seq: number) {
    quoteAbort = new AbortController();
    const amount = q.amount.toString();
    try {
      const { quotes } = await swapApi.quotes({ amount, userAddress: userCaip(q.acc), from: q.from.address, to: q.to.address, gasPrice: get().gasPrice }, quoteAbort.signal);
      if (seq !== quoteSeq) return;
      update((s) => { s.quote = { amount, from: q.from.address, to: q.to.address, toAmount: quotes[0].toAmount }; s.quoteLoading = false; });
      void readAllowance(q.acc, q.from, seq);
    } catch (error) {
      if (seq !== quoteSeq) return;
      api.hooks.error.call({ error, source: 'swaps:quote' });
      update((s) => { s.quote = undefined; s.quoteLoading = false; s.quoteError = apiMessage(error); });
    }
  }

  /** The router's allowance for the token sold, for the review (the swap reads it again). */
  async function readAllowance(acc: ActiveAccount, from: SwapToken, seq: number) {
    const router = swapRouter(acc.network, deps.extraNetworks);
    if (from.native || !router) return;
    try {
      const amount = await allowances.allowance(acc.network, contractOf(from.address), getAddress(acc.address), router.address);
      if (seq === quoteSeq) update((s) => { s.allowance = { token: from.address, amount: amount.toString() }; });
    } catch (error) {
      // The review then says the allowance is checked when swapping; the swap itself reads it again.
      api.hooks.error.call({ error, source: 'swaps:allowance' });
    }
  }

  const setInputs = (recipe: (s: SwapState) => void) => {
    update((s) => { recipe(s); s.error = undefined; s.lastSwap = undefined; });
    priceChosen();
    scheduleQuote();
  };

  async function sendAndWait(service: Eip155Service, acc: ActiveAccount, tx: { from: Address; to: Address; data: Hex; value?: bigint }) {
    const hash = await service.sendTransaction(tx);
    const receipt = await reads.waitForReceipt(acc.network, hash);
    if (receipt.status !== 'success') throw new Error(api.i18n.t('swap.txFailed'));
    return hash;
  }

  /** The message that stops a swap, if any. */
  function problem(): string | undefined {
    const s = get();
    const from = token(s.from);
    const to = token(s.to);
    if (!from || !to) return api.i18n.t('swap.chooseTokens');
    if (from.address === to.address) return api.i18n.t('swap.sameToken');
    const amount = toBaseUnits(s.amount, from.decimals);
    if (!amount) return api.i18n.t('swap.invalidAmount', { decimals: from.decimals });
    const held = s.balances[lower(from.address)];
    if (held === undefined || (toBaseUnits(held, from.decimals) ?? 0n) < amount) return api.i18n.t('swap.insufficient', { symbol: from.symbol });
    return undefined;
  }

  async function swap() {
    const s = get();
    if (s.step !== 'idle') return;
    const acc = activeAccount(api.state.getState());
    if (!acc) { update((d) => { d.error = ERRORS.NO_ACTIVE_ADDRESS; }); return; }
    const router = swapRouter(acc.network, deps.extraNetworks);
    if (s.unsupported || !router) { update((d) => { d.error = SWAP_ERRORS.SWAPS_UNSUPPORTED; }); return; }
    const invalid = problem();
    if (invalid) { update((d) => { d.error = invalid; }); return; }
    const from = token(s.from)!;
    const to = token(s.to)!;
    const amount = toBaseUnits(s.amount, from.decimals)!;
    const user = getAddress(acc.address);
    const userCaip10 = userCaip(acc);
    const chainId = Number(acc.network.id);
    const unlimited = s.unlimited;
    cancelQuote();
    update((d) => { d.error = undefined; d.lastSwap = undefined; d.quoteLoading = false; });
    // Spec §4: the transaction stack is pushed before a send; on success the visitor stays on Swap
    // (replaced by itself: `view: null` would close the modal) to see the result and the new balances.
    api.navigation.pushTransaction({ view: 'Swap', replace: true });
    try {
      const service = await api.services.require(eip155Service);
      if (!from.native) {
        const token = contractOf(from.address);
        const current = await allowances.allowance(acc.network, token, user, router.address);
        if (current < amount) {
          update((d) => { d.step = 'approving'; });
          api.events.emit('SWAP_APPROVAL_REQUESTED', { network: acc.network.caipNetworkId, token: from.symbol, unlimited });
          const built = await swapApi.buildApprove({ token: from.address, amount: unlimited ? undefined : amount });
          const approve = checkApproveTx(built.tx, { token, chainId, router, amount, unlimited });
          if (current > 0n && needsZeroFirstApprove(from.address)) {
            const reset = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [approve.spender, 0n] });
            await sendAndWait(service, acc, { from: user, to: approve.to, data: reset });
          }
          const approvalHash = await sendAndWait(service, acc, { from: user, to: approve.to, data: approve.data });
          // What the chain now holds, not what the service said it built.
          const granted = await allowances.allowance(acc.network, token, user, router.address);
          if (granted < amount) throw new Error(api.i18n.t('swap.allowanceShort', { symbol: from.symbol }));
          update((d) => { d.allowance = { token: from.address, amount: granted.toString() }; });
          api.events.emit('SWAP_APPROVED', { network: acc.network.caipNetworkId, token: from.symbol, hash: approvalHash });
        }
      }
      update((d) => { d.step = 'swapping'; });
      const built = await swapApi.buildTransaction({ amount: amount.toString(), from: from.address, to: to.address, userAddress: userCaip10 });
      const tx = checkSwapTx(built.tx, { user, chainId, router, native: from.native, amount });
      const hash = await sendAndWait(service, acc, { from: user, ...tx });
      api.navigation.popTransaction('success');
      clearBalanceCaches(api.storage.cache, acc.network, acc.address);
      const sold = `${s.amount.trim()} ${from.symbol}`;
      const bought = `${fromBaseUnits(built.tx.amount, to.decimals)} ${to.symbol}`;
      update((d) => { d.step = 'idle'; d.amount = ''; d.quote = undefined; d.lastSwap = { hash, sold, bought }; });
      api.ui.toast('success', api.i18n.t('swap.success', { sold, bought }));
      api.events.emit('SWAP_SUCCESS', { network: acc.network.caipNetworkId, from: from.symbol, to: to.symbol, hash });
      await loadBalances(acc, [from.address, to.address]).catch((error: unknown) => api.hooks.error.call({ error, source: 'swaps:balances' }));
    } catch (error) {
      // Inputs stay; nothing is left pending (the transaction stack is popped, the step is idle).
      api.navigation.popTransaction('error', error);
      const message = isUserRejection(error) ? ERRORS.SIGNATURE_DECLINED : errorMessage(error, api.i18n.t('swap.txFailed'));
      update((d) => { d.step = 'idle'; d.error = message; });
      api.hooks.error.call({ error, source: 'swaps:swap' });
      api.ui.toast('error', message);
      api.events.emit('SWAP_ERROR', { message });
      scheduleQuote(0);
    }
  }

  return {
    init,
    setFrom: (address) => setInputs((s) => { if (s.to === address) s.to = s.from; s.from = address; s.allowance = undefined; s.unlimited = false; }),
    setTo: (address) => setInputs((s) => { if (s.from === address) s.from = s.to; s.to = address; }),
    setAmount: (amount) => setInputs((s) => { s.amount = amount; }),
    flip: () => setInputs((s) => {
      const from = s.from;
      s.from = s.to;
      s.to = from;
      s.allowance = undefined;
      s.unlimited = false;
      if (s.quote) s.amount = fromBaseUnits(s.quote.toAmount, token(s.from)?.decimals ?? 18);
    }),
    max: () => setInputs((s) => { s.amount = s.balances[lower(s.from ?? '')] ?? s.amount; }),
    setUnlimited: (unlimited) => update((s) => { s.unlimited = unlimited; }),
    swap,
    reset: () => { generation++; cancelQuote(); update(() => initialSwapState()); },
    dispose: () => { generation++; cancelQuote(); },
  };
}
