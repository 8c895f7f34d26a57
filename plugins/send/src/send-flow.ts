/**
 * The send flow of spec §4: load the token balances (30 s cache, 30 s retry block after a failure),
 * validate (spec §5), push the transaction stack, ask the wallet, then on success pop (→ Account),
 * toast and reset the send state; on an error (a rejection included) keep every input.
 * Everything a chain family knows — its balances, addresses, transfer and settlement — comes from the
 * active namespace's family service ('chainFamily:<ns>', provided by its chain plugin).
 */
import { ERRORS, errorMessage, type ChainNamespace, type PluginApi } from '@gangway/kernel';
import { isUserRejection } from '@gangway/lib-eip155';
import { BALANCE_ERRORS, activeAccount, chainFamilyKey, clearBalanceCaches, isRetryBlocked, type ActiveAccount, type ChainFamily } from '@gangway/lib-wallet';
import { initialSendState, sendSliceKey, type SendState } from './slice';
import { createFeeEstimate, type FeeInputs, type NetworkFee } from './network-fee';
import { amountInBaseUnits, checkInputs, validateSend } from './validate';
import { createReceiverNames, type ReceiverNames } from './receiver-name';


const sameToken = (a: SendState['token'], b: SendState['token']) => !!a && !!b && a.chainId === b.chainId && a.address === b.address;

export interface SendFlow {
  loadBalances(): Promise<void>;
  /** Returns the message to show when the inputs are not sendable; otherwise sends. */
  send(): Promise<string | undefined>;
  reset(): void;
  /** Profile names typed as the receiver (receiver-name.ts). */
  names: ReceiverNames;
  /** The network fee of sending `inputs` (network-fee.ts); undefined when it cannot be estimated. */
  estimateFee(inputs: FeeInputs): Promise<NetworkFee | undefined>;
}

export function createSendFlow(api: PluginApi, now: () => number = Date.now): SendFlow {
  const update = (recipe: (s: SendState) => void) => api.slice.updateSlice(sendSliceKey, recipe);
  const names = createReceiverNames(api);
  /** The namespace's family, or undefined when no enabled plugin serves it ('Unsupported chain'). */
  const familyOf = (ns: ChainNamespace): Promise<ChainFamily | undefined> => api.services.require(chainFamilyKey(ns)).catch(() => undefined);

  /** Pick the native token (or keep the chosen one, refreshed) once balances are known. */
  function applyBalances(acc: ActiveAccount, balances: SendState['tokenBalances']) {
    const onChain = balances.filter((b) => b.chainId === acc.network.caipNetworkId);
    const native = onChain.find((b) => !b.address);
    update((s) => {
      s.tokenBalances = onChain;
      s.token = onChain.find((b) => sameToken(b, s.token)) ?? s.token ?? native;
      s.networkBalanceInUSD = native?.value !== undefined ? native.value.toFixed(2) : undefined;
    });
  }

  async function loadBalances() {
    const acc = activeAccount(api.state.getState());
    if (!acc) return;
    if (isRetryBlocked(api.slice.getSlice(sendSliceKey).lastRetry, now())) return;
    try {
      const family = await api.services.require(chainFamilyKey(acc.namespace));
      applyBalances(acc, await family.balances(acc.address, acc.network));
      update((s) => { s.lastRetry = undefined; });
    } catch (error) {
      api.hooks.error.call({ error, source: 'send:balances' });
      update((s) => { s.lastRetry = now(); });
      api.ui.toast('error', BALANCE_ERRORS.TOKEN_BALANCE_UNAVAILABLE);
    }
  }

  async function send(): Promise<string | undefined> {
    const state = api.state.getState();
    const s = api.slice.getSlice(sendSliceKey);
    const acc = activeAccount(state);
    const family = acc && (await familyOf(acc.namespace));
    // A family without `send` (Bitcoin, spec §9) is not served here, like a namespace with no family.
    const send = family?.send?.bind(family);
    const invalid = validateSend(s, !!send);
    if (invalid) return invalid;
    if (!acc || !family || !send) return ERRORS.NO_ACTIVE_ADDRESS;
    let receiverAddress = s.receiverAddress!;
    // A profile name: the send goes to the address it resolves to now (resolved again if the view had not yet).
    if (names.isName(receiverAddress)) {
      const r = await names.resolve(receiverAddress);
      if (r?.status === 'error') return r.error;
      if (r?.status !== 'resolved' || !r.address) return api.i18n.t('send.nameNotFound', { name: receiverAddress.trim() });
      receiverAddress = r.address;
    }
    const inputs = { token: s.token!, sendTokenAmount: s.sendTokenAmount!, receiverAddress };
    // Each family checks its own addresses (on the active network: Bitcoin's differ per network).
    const problem = checkInputs(inputs, (a) => family.isAddress(a, acc.network));
    if (problem) return api.i18n.t(problem.key, problem.params);

    update((d) => { d.loading = true; });
    // Spec §4: the transaction stack is pushed before a send; success returns to Account (spec §2):
    // back to it when Send was opened from it (no duplicate history entry), else in place of Send.
    const history = state.router.history;
    api.navigation.pushTransaction(history.at(-2)?.view === 'Account' ? { view: null, goBack: true } : { view: 'Account', replace: true });
    try {
      const amount = amountInBaseUnits(inputs.sendTokenAmount, Number(inputs.token.quantity.decimals))!;
      const hash = await send({ token: inputs.token, from: acc.address, to: inputs.receiverAddress.trim(), amount, network: acc.network });
      clearBalanceCaches(api.storage.cache, acc.network, acc.address);
      api.navigation.popTransaction('success');
      api.slice.updateSlice(sendSliceKey, () => initialSendState());
      api.ui.toast('success', api.i18n.t('send.success'));
      // The activity plugin shows the send as pending from this event until it is mined (the hash already
      // makes every detail public on chain, so the amount and parties add nothing an observer lacks).
      api.events.emit('SEND_SUCCESS', { network: acc.network.caipNetworkId, token: inputs.token.symbol, hash, from: acc.address, to: inputs.receiverAddress.trim(), amount: inputs.sendTokenAmount });
      void confirm(family, acc, hash);
      return undefined;
    } catch (error) {
      // A failed or declined send stays on the Send view with its inputs (the router only navigates on success).
      api.navigation.popTransaction('error', error);
      update((d) => { d.loading = false; });
      api.hooks.error.call({ error, source: 'send:transaction' });
      api.events.emit('SEND_ERROR', { message: errorMessage(error, api.i18n.t('tx.failed')) });
      api.ui.toast('error', isUserRejection(error) ? ERRORS.SIGNATURE_DECLINED : errorMessage(error, api.i18n.t('tx.failed')));
      return undefined;
    }
  }

  /** The wallet only said it broadcast: watch the receipt so a reverted transfer is not reported as sent. */
  async function confirm(family: ChainFamily, acc: ActiveAccount, hash: string) {
    try {
      if (!family.confirm) return; // the family cannot tell when a transfer settles
      const status = (await family.confirm(hash, acc.network)) === 'success' ? 'success' : 'reverted';
      clearBalanceCaches(api.storage.cache, acc.network, acc.address);
      if (status === 'reverted') api.ui.toast('error', api.i18n.t('tx.failed'));
      api.events.emit('SEND_CONFIRMED', { network: acc.network.caipNetworkId, hash, status });
    } catch (error) {
      api.hooks.error.call({ error, source: 'send:receipt' });
    }
  }

  return { loadBalances, send, reset: () => api.slice.updateSlice(sendSliceKey, () => initialSendState()), names, estimateFee: createFeeEstimate(api) };
}
