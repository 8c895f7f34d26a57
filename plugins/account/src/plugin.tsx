/** The account plugin: the Account view and the balances it shows (spec §2, §7, §8, §9). */
import { definePlugin, type PluginApi, type ViewProps } from '@gangway/kernel';
import { AccountView } from './AccountView';
import { createChainReads, type ChainReads } from '@gangway/lib-wallet';
import { createAccountController } from './controller';
import { MESSAGES } from './messages';
import { accountSliceKey, initialAccountState } from './slice';

/** `reads` lets tests swap the chain source. */
export function setupAccount(api: PluginApi, reads: ChainReads = createChainReads(api)) {
  api.addMessages(MESSAGES);
  api.defineSlice(accountSliceKey, initialAccountState());
  const controller = createAccountController(api, reads);
  api.registerView('Account', (props: ViewProps) => <AccountView {...props} controller={controller} />);
  // A new account or wallet starts with a clean retry state.
  api.hooks.accountChanged.tap('account', () => api.updateSlice(accountSliceKey, () => initialAccountState()));
}

export default definePlugin((api) => setupAccount(api));
