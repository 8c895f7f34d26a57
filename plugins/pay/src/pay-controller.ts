/**
 * Host-initiated payments: `pay(request)` checks the request, reads the token's symbol and decimals on
 * chain, opens the Pay view and returns a promise. The visitor reviews; `confirm()` connects nothing
 * itself (the view sends them to Connect and the kernel brings them back), switches network when the
 * wallet is on another one, sends the native coin or an ERC-20 transfer, waits until it is mined and
 * resolves with the hash. A wallet rejection, a failure or closing the modal rejects the promise with
 * a GangwayError (codes in public.ts) and clears every trace of the payment. One payment at a time.
 */
import { erc20Abi, getAddress, type Address } from 'viem';
import { errorMessage, GangwayError, type PluginApi } from '@gangway/kernel';
import { isUserRejection } from '@gangway/lib-eip155';
import { eip155Service } from '@gangway/plugin-chain-eip155/public';
import { activeAccount, clearBalanceCaches, type ChainReads } from '@gangway/lib-wallet';
import type { PayErrorCode, PayRequest, PayService } from './public';
import { initialPayState, paySliceKey, type PayState, type PayStep } from './slice';
import { baseUnits, checkRequest } from './validate';

const payError = (code: PayErrorCode, message: string, cause?: unknown) => new GangwayError(code, message, cause === undefined ? {} : { cause });

export interface PayController extends PayService {
  confirm(): Promise<void>;
  /** The visitor gave up (Cancel, or the modal closed): rejects the pending payment. */
  cancel(): void;
  pending(): boolean;
}

export function createPayController(api: PluginApi, reads: ChainReads): PayController {
  let pending: { id: number; resolve(hash: `0x${string}`): void; reject(error: Error): void } | undefined;
  let nextId = 1;
  const update = (recipe: (s: PayState) => void) => api.slice.updateSlice(paySliceKey, recipe);
  const setStep = (step: PayStep) => update((s) => { s.step = step; s.error = undefined; });

  /** Settles the pending promise once and leaves no state behind. */
  function settle(outcome: { hash: `0x${string}` } | { error: Error }) {
    const p = pending;
    pending = undefined;
    api.slice.updateSlice(paySliceKey, () => initialPayState());
    if (!p) return;
    if ('hash' in outcome) p.resolve(outcome.hash);
    else p.reject(outcome.error);
  }

  async function pay(request: PayRequest): Promise<`0x${string}`> {
    if (pending) throw payError('PAY_IN_PROGRESS', api.i18n.t('pay.error.inProgress'));
    const checked = checkRequest(request, api.options.networks);
    if ('problems' in checked) throw payError('PAY_INVALID_REQUEST', api.i18n.t('pay.error.invalid', { problems: checked.problems.join('; ') }));
    const { recipient, amount, network, token } = checked.ok;
    let symbol = network.nativeCurrency.symbol;
    let decimals = network.nativeCurrency.decimals;
    if (token) {
      try {
        const info = await (await api.services.require(eip155Service)).readErc20(token, undefined, network.id);
        symbol = info.symbol;
        decimals = info.decimals;
      } catch (cause) {
        throw payError('PAY_INVALID_REQUEST', api.i18n.t('pay.error.asset', { asset: token, network: network.name }), cause);
      }
    }
    const value = baseUnits(amount, decimals);
    if (value === undefined) throw payError('PAY_INVALID_REQUEST', api.i18n.t('pay.error.invalid', { problems: `amount: must be above 0 with at most ${decimals} decimals` }));
    // Another call may have started while the token was read.
    if (pending) throw payError('PAY_IN_PROGRESS', api.i18n.t('pay.error.inProgress'));
    const id = nextId++;
    const promise = new Promise<`0x${string}`>((resolve, reject) => { pending = { id, resolve, reject }; });
    update((s) => {
      s.payment = { id, recipient, amount, value: value.toString(), symbol, decimals, token, network: network.caipNetworkId, networkName: network.name };
      s.step = 'review';
      s.error = undefined;
    });
    api.events.emit('PAY_REQUESTED', { network: network.caipNetworkId, asset: token ?? 'native', amount, recipient });
    try {
      await api.ui.open({ view: 'Pay' });
    } catch (error) {
      settle({ error: payError('PAY_FAILED', errorMessage(error), error) });
    }
    return promise;
  }

  async function confirm() {
    const s = api.slice.getSlice(paySliceKey);
    const payment = s.payment;
    if (!payment || !pending || s.step !== 'review') return;
    const id = payment.id;
    const network = api.options.networks.find((n) => n.caipNetworkId === payment.network)!;
    // Spec §4: the transaction stack is pushed before a send.
    api.navigation.pushTransaction({ view: null });
    try {
      if (api.state.getState().chains.eip155?.network.caipNetwork?.caipNetworkId !== payment.network) {
        setStep('switching');
        await api.session.switchNetwork(network);
        api.events.emit('PAY_NETWORK_SWITCHED', { network: payment.network });
      }
      const acc = activeAccount(api.state.getState());
      if (!acc || acc.namespace !== 'eip155' || acc.network.caipNetworkId !== payment.network) throw new GangwayError('NO_ACTIVE_ADDRESS');
      setStep('paying');
      const value = BigInt(payment.value);
      const eip155 = await api.services.require(eip155Service);
      // An ERC-20 payment is a contract write from the connected address (the service's guard: spec §8
      // 'CaipNetwork or CaipAddress is undefined'); the native coin a plain value transfer. Both answers
      // are checked as transaction hashes.
      const hash = payment.token
        ? await eip155.writeContract({ address: payment.token as Address, abi: erc20Abi, functionName: 'transfer', args: [payment.recipient as Address, value] })
        : await eip155.sendTransaction({ from: getAddress(acc.address), to: payment.recipient as Address, value, data: '0x' });
      api.events.emit('PAY_SUBMITTED', { network: payment.network, hash });
      setStep('confirming');
      const receipt = await reads.waitForReceipt(acc.network, hash);
      if (receipt.status !== 'success') throw payError('PAY_FAILED', api.i18n.t('pay.error.reverted'));
      clearBalanceCaches(api.storage.cache, acc.network, acc.address);
      api.navigation.popTransaction('success');
      api.events.emit('PAY_SUCCESS', { network: payment.network, hash });
      if (pending?.id === id) settle({ hash });
      api.ui.close();
    } catch (error) {
      api.navigation.popTransaction('error', error);
      const rejected = isUserRejection(error);
      const failure = rejected
        ? payError('PAY_REJECTED', api.i18n.t('pay.error.rejected'), error)
        : error instanceof GangwayError && error.code.startsWith('PAY_') ? error : payError('PAY_FAILED', errorMessage(error), error);
      api.hooks.error.call({ error, source: 'pay:confirm' });
      api.events.emit('PAY_ERROR', { code: failure.code, message: failure.message });
      if (pending?.id === id) settle({ error: failure });
      api.ui.close();
    }
  }

  function cancel() {
    if (!pending) return;
    api.events.emit('PAY_CANCELLED', {});
    settle({ error: payError('PAY_CANCELLED', api.i18n.t('pay.error.cancelled')) });
  }

  return { pay, confirm, cancel, pending: () => !!pending };
}
