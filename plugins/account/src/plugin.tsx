/** The account plugin: the Account view and the balances it shows (spec §2, §7, §8, §9). */
import { definePlugin, type PluginApi, type ViewProps } from '@gangway/kernel';
import { AccountView } from './AccountView';
import { createChainReads, type ChainReads } from '@gangway/lib-wallet';
import { acquireImageLoader } from '@gangway/lib-images';
import { createAccountController } from './controller';
import { MESSAGES } from './messages';
import { accountSliceKey, initialAccountState } from './slice';

/** `reads` lets tests swap the chain source. */
export function setupAccount(api: PluginApi, reads: ChainReads = createChainReads(api)) {
  api.addMessages(MESSAGES);
  api.defineSlice(accountSliceKey, initialAccountState());
  const controller = createAccountController(api, reads);
  // Network and token images come through the shared loader (blobs, cached, revoked on cleanup).
  const images = acquireImageLoader(api.http);
  api.registerView('Account', (props: ViewProps) => <AccountView {...props} controller={controller} loader={images.loader} />);
  // A new account or wallet starts with a clean retry state.
  api.hooks.accountChanged.tap('account', () => api.updateSlice(accountSliceKey, () => initialAccountState()));
  return () => images.release();
}

export default definePlugin((api) => setupAccount(api));
