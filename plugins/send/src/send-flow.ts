/**
 * The send flow of spec §4: load the token balances (30 s cache, 30 s retry block after a failure),
 * validate (spec §5), push the transaction stack, ask the wallet, then on success pop (→ Account),
 * toast and reset the send state; on an error (a rejection included) keep every input.
 */
import { ERRORS, errorMessage, type PluginApi } from '@gangway/kernel';
import { isUserRejection } from '@gangway/lib-eip155';
import { eip155Service } from '@gangway/plugin-chain-eip155/public';
import { solanaService } from '@gangway/plugin-chain-solana/public';
import { BALANCE_ERRORS, activeAccount, balanceDeps, clearBalanceCaches, fetchTokenBalances, isRetryBlocked, type ActiveAccount, type ChainReads } from '@gangway/lib-wallet';
import { initialSendState, sendSliceKey, type SendState } from './slice';
import { buildTransfer, erc20Transfer, tokenContract } from './transaction';
import { createFeeEstimate, type FeeInputs, type NetworkFee } from './network-fee';
import { amountInBaseUnits, checkInputs, isEip155Address, validateSend } from './validate';
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

export function createSendFlow(api: PluginApi, reads: ChainReads, now: () => number = Date.now): SendFlow {
  const update = (recipe: (s: SendState) => void) => api.updateSlice(sendSliceKey, recipe);
  const names = createReceiverNames(api);

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
    const acc = activeAccount(api.getState());
    if (!acc) return;
    if (isRetryBlocked(api.getSlice(sendSliceKey).lastRetry, now())) return;
    try {
      applyBalances(acc, await fetchTokenBalances(balanceDeps(api, acc.namespace), { address: acc.address, network: acc.network }));
      update((s) => { s.lastRetry = undefined; });
    } catch (error) {
      api.hooks.error.call({ error, source: 'send:balances' });
      update((s) => { s.lastRetry = now(); });
      api.toast('error', BALANCE_ERRORS.TOKEN_BALANCE_UNAVAILABLE);
    }
  }

  async function sendEip155(acc: ActiveAccount, s: Required<Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>>) {
    const amount = amountInBaseUnits(s.sendTokenAmount, Number(s.token.quantity.decimals))!;
    const service = await api.require(eip155Service);
    // ERC-20: a contract write from the connected address — which the wallet may have taken away since
    // the click ('CaipNetwork or CaipAddress is undefined'). Either way the service checks the wallet's
    // answer is a transaction hash (0x + 64 hex, spec §5).
    const contract = tokenContract(s.token);
    if (contract) return service.writeContract(erc20Transfer(contract, s.receiverAddress, amount));
    return service.sendTransaction(buildTransfer(s.token, acc.address, s.receiverAddress, amount));
  }

  /** Solana: the chain plugin's service builds the SOL or SPL transfer and has the wallet sign and send it. */
  async function sendSolana(acc: ActiveAccount, s: Required<Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>>) {
    const amount = amountInBaseUnits(s.sendTokenAmount, Number(s.token.quantity.decimals))!;
    const service = await api.require(solanaService);
    return service.sendTransfer({ token: s.token, from: acc.address, to: s.receiverAddress.trim(), amount });
  }

  async function send(): Promise<string | undefined> {
    const state = api.getState();
    const s = api.getSlice(sendSliceKey);
    const invalid = validateSend(s, state.activeChain);
    if (invalid) return invalid;
    const acc = activeAccount(state);
    if (!acc) return ERRORS.NO_ACTIVE_ADDRESS;
    let receiverAddress = s.receiverAddress!;
    // A profile name: the send goes to the address it resolves to now (resolved again if the view had not yet).
    if (acc.namespace === 'eip155' && names.isName(receiverAddress)) {
      const r = await names.resolve(receiverAddress);
      if (r?.status === 'error') return r.error;
      if (r?.status !== 'resolved' || !r.address) return api.t('send.nameNotFound', { name: receiverAddress.trim() });
      receiverAddress = r.address;
    }
    const inputs = { token: s.token!, sendTokenAmount: s.sendTokenAmount!, receiverAddress };
    // Each family checks its own addresses; the Solana rule comes with its chain plugin (loaded on the first Solana send).
    const isReceiver = acc.namespace === 'solana' ? (await api.require(solanaService)).isAddress : isEip155Address;
    const problem = checkInputs(inputs, isReceiver);
    if (problem) return api.t(problem.key, problem.params);

    update((d) => { d.loading = true; });
    // Spec §4: the transaction stack is pushed before a send; success returns to Account (spec §2):
    // back to it when Send was opened from it (no duplicate history entry), else in place of Send.
    const history = state.router.history;
    api.navigation.pushTransaction(history.at(-2)?.view === 'Account' ? { view: null, goBack: true } : { view: 'Account', replace: true });
    try {
      const hash = acc.namespace === 'solana' ? await sendSolana(acc, inputs) : await sendEip155(acc, inputs);
      clearBalanceCaches(api.storage.cache, acc.network, acc.address);
      api.navigation.popTransaction('success');
      api.updateSlice(sendSliceKey, () => initialSendState());
      api.toast('success', api.t('send.success'));
      // The activity plugin shows the send as pending from this event until it is mined (the hash already
      // makes every detail public on chain, so the amount and parties add nothing an observer lacks).
      api.emit('SEND_SUCCESS', { network: acc.network.caipNetworkId, token: inputs.token.symbol, hash, from: acc.address, to: inputs.receiverAddress.trim(), amount: inputs.sendTokenAmount });
      void confirm(acc, hash);
      return undefined;
    } catch (error) {
      // A failed or declined send stays on the Send view with its inputs (the router only navigates on success).
      api.navigation.popTransaction('error', error);
      update((d) => { d.loading = false; });
      api.hooks.error.call({ error, source: 'send:transaction' });
      api.emit('SEND_ERROR', { message: errorMessage(error, api.t('tx.failed')) });
      api.toast('error', isUserRejection(error) ? ERRORS.SIGNATURE_DECLINED : errorMessage(error, api.t('tx.failed')));
      return undefined;
    }
  }

  /** The wallet only said it broadcast: watch the receipt so a reverted transfer is not reported as sent. */
  async function confirm(acc: ActiveAccount, hash: string) {
    try {
      const status = acc.namespace === 'solana'
        ? ((await (await api.require(solanaService)).confirm(hash, acc.network)) === 'success' ? 'success' : 'reverted')
        : (await reads.waitForReceipt(acc.network, hash as `0x${string}`)).status;
      clearBalanceCaches(api.storage.cache, acc.network, acc.address);
      if (status === 'reverted') api.toast('error', api.t('tx.failed'));
      api.emit('SEND_CONFIRMED', { network: acc.network.caipNetworkId, hash, status });
    } catch (error) {
      api.hooks.error.call({ error, source: 'send:receipt' });
    }
  }

  return { loadBalances, send, reset: () => api.updateSlice(sendSliceKey, () => initialSendState()), names, estimateFee: createFeeEstimate(api) };
}
