/** The account plugin: the Account view and the balances it shows (spec §2, §7, §8, §9). */
import { definePlugin, type PluginApi, type ViewProps } from '@gangway/kernel';
import { AccountView } from './AccountView';
import { acquireImageLoader } from '@gangway/lib-images';
import { createAccountController } from './controller';
import { MESSAGES } from './messages';
import { accountSliceKey, initialAccountState } from './slice';

export function setupAccount(api: PluginApi) {
  api.i18n.addMessages(MESSAGES);
  api.slice.defineSlice(accountSliceKey, initialAccountState());
  const controller = createAccountController(api);
  // Network and token images come through the shared loader (blobs, cached, revoked on cleanup).
  const images = acquireImageLoader(api.http);
  api.views.registerView('Account', (props: ViewProps) => <AccountView {...props} controller={controller} loader={images.loader} />);
  // A new account or wallet starts with a clean retry state.
  api.hooks.accountChanged.tap('account', () => api.slice.updateSlice(accountSliceKey, () => initialAccountState()));
  return () => images.release();
}

export default definePlugin((api) => setupAccount(api));
