/** The receive plugin: the Receive view (address, QR, copy). */
import { definePlugin } from '@gangway/kernel';
import { ReceiveView } from './ReceiveView';

export default definePlugin((api) => {
  api.registerView('Receive', ReceiveView);
});
