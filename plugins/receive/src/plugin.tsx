/** The receive plugin: the Receive view (address, QR, copy). */
import { definePlugin } from '@gangway/kernel';
import { MESSAGES } from './messages';
import { ReceiveView } from './ReceiveView';

export default definePlugin((api) => {
  api.addMessages(MESSAGES);
  api.registerView('Receive', ReceiveView);
});
