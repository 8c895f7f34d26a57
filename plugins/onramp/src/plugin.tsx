/** The on-ramp plugin: the OnRamp view and its flow (spec §3 option shapes, §7, §8 fallback, §9). */
import { definePlugin, type PluginApi, type ViewProps } from '@gangway/kernel';
import { acquireImageLoader } from '@gangway/lib-images';
import { MESSAGES } from './messages';
import { createOnrampFlow, resetOnramp } from './onramp-flow';
import { OnRampView } from './OnRampView';
import { initialOnrampState, onrampSliceKey } from './slice';

export function setupOnramp(api: PluginApi) {
  api.i18n.addMessages(MESSAGES);
  api.slice.defineSlice(onrampSliceKey, initialOnrampState());
  const flow = createOnrampFlow(api);
  // Currency and coin images through the loader every plugin shares.
  const images = acquireImageLoader(api.http);
  api.views.registerView('OnRamp', (props: ViewProps) => <OnRampView {...props} flow={flow} images={images.loader} />);
  api.hooks.disconnected.tap(api.id, () => resetOnramp(api));
  return () => { flow.dispose(); images.release(); };
}

export default definePlugin((api) => setupOnramp(api));
