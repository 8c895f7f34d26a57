/** The receive plugin: the Receive view (address, QR, copy, the networks with their icons). */
import { definePlugin, type ViewProps } from '@gangway/kernel';
import { acquireImageLoader } from '@gangway/lib-images';
import { MESSAGES } from './messages';
import { ReceiveView } from './ReceiveView';

export default definePlugin((api) => {
  api.i18n.addMessages(MESSAGES);
  const images = acquireImageLoader(api.http);
  api.views.registerView('Receive', (props: ViewProps) => <ReceiveView {...props} loader={images.loader} />);
  return () => images.release();
});
