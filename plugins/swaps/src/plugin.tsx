/** The swaps plugin: the Swap view and its flow (spec §2, §7 convert endpoints, §8, §9 swaps). */
import { definePlugin, type PluginApi, type ViewProps } from '@gangway/kernel';
import { acquireImageLoader } from '@gangway/lib-images';
import { createChainReads, type ChainReads } from '@gangway/lib-wallet';
import { eip155Service } from '@gangway/plugin-chain-eip155/public';
import { chainAllowance, type AllowanceReader } from './chain-allowance';
import { MESSAGES } from './messages';
import { initialSwapState, swapSliceKey } from './slice';
import { extraSwapNetworks, SwapsOptionsSchema, type SwapsOptions } from './supported';
import { createSwapApi } from './swap-api';
import { createSwapFlow } from './swap-flow';
import { SwapView } from './SwapView';

/** `options`: the host's, checked by SwapsOptionsSchema. `reads` and `allowances` let tests swap the chain source. */
export function setupSwaps(api: PluginApi, options: SwapsOptions, reads: ChainReads = createChainReads(api), allowances: AllowanceReader = chainAllowance(() => api.services.require(eip155Service))) {
  api.i18n.addMessages(MESSAGES);
  api.slice.defineSlice(swapSliceKey, initialSwapState());
  const flow = createSwapFlow(api, { swapApi: createSwapApi(api.http, api.options.projectId), reads, allowances, extraNetworks: extraSwapNetworks(options) });
  // Token images (those with no icon URL: by symbol) through the loader every plugin shares.
  const images = acquireImageLoader(api.http);
  api.views.registerView('Swap', (props: ViewProps) => <SwapView {...props} flow={flow} images={images.loader} />);
  // A disconnect forgets the tokens, balances and inputs of the old account.
  api.hooks.disconnected.tap(api.id, () => flow.reset());
  return () => { flow.dispose(); images.release(); };
}

export default definePlugin((api, options) => setupSwaps(api, options), { options: SwapsOptionsSchema });
