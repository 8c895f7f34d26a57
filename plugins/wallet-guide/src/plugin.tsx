/** The wallet guide plugin: the WalletGuide view and its strings (docs/mobile.md "Wallet guide"). */
import { definePlugin } from '@gangway/kernel';
import { MESSAGES } from './messages';
import { WalletGuideView } from './WalletGuideView';

export default definePlugin((api) => {
  api.i18n.addMessages(MESSAGES);
  api.views.registerView('WalletGuide', WalletGuideView);
});
