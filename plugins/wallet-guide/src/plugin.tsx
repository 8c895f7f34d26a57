/** The wallet guide plugin: the WalletGuide view and its strings (docs/mobile.md "Wallet guide"). */
import { definePlugin } from '@gangway/kernel';
import { MESSAGES } from './messages';
import { WalletGuideView } from './WalletGuideView';

export default definePlugin((api) => {
  api.addMessages(MESSAGES);
  api.registerView('WalletGuide', WalletGuideView);
});
