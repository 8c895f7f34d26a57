/** The pay plugin: the `pay` service a host calls (public.ts), the Pay view and its flow. */
import { definePlugin, type PluginApi, type ViewProps } from '@gangway/kernel';
import { createChainReads, type ChainReads } from '@gangway/lib-wallet';
import { MESSAGES } from './messages';
import { createPayController } from './pay-controller';
import { PayView } from './PayView';
import { payServiceKey } from './public';
import { initialPayState, paySliceKey } from './slice';

/** `reads` lets tests swap the chain source. */
export function setupPay(api: PluginApi, reads: ChainReads = createChainReads(api)) {
  api.i18n.addMessages(MESSAGES);
  api.slice.defineSlice(paySliceKey, initialPayState());
  const controller = createPayController(api, reads);
  api.services.provide(payServiceKey, { pay: (request) => controller.pay(request) });
  api.views.registerView('Pay', (props: ViewProps) => <PayView {...props} controller={controller} />);
  // Connecting first: the connect flow lands on Account; with a payment pending, it lands on Pay instead.
  api.hooks.beforeViewChange.tap(api.id, (ctx) =>
    controller.pending() && ctx.to === 'Account' && !!ctx.from?.startsWith('Connecting') ? { ...ctx, to: 'Pay', data: undefined } : ctx);
  // Closing the modal before the wallet was asked gives up the payment; once it is in the wallet's
  // hands the promise settles with the wallet's answer.
  api.hooks.afterClose.tap(api.id, () => {
    if (api.slice.getSlice(paySliceKey).step === 'review') controller.cancel();
  });
  return () => controller.cancel();
}

export default definePlugin((api) => setupPay(api));
