/** The activity plugin: the Activity view and Account tab, the transaction list and pending sends (spec §2, §4, §5, §7, §8, §9). */
import { definePlugin, registerMessages, type PluginApi, type ViewProps } from '@gangway/kernel';
import { acquireImageLoader } from '@gangway/lib-images';
import { createChainReads, type ChainReads } from '@gangway/lib-wallet';
import { ActivityView } from './ActivityView';
import { createActivityController, initialActivityState } from './controller';
import { ACTIVITY_ERRORS } from './errors';
import { MESSAGES } from './messages';
import { trackPending } from './pending';
import { activitySliceKey } from './public';

/** `reads` lets tests swap the chain source. */
export function setupActivity(api: PluginApi, reads: ChainReads = createChainReads(api)) {
  api.i18n.addMessages(MESSAGES);
  // `new GangwayError('TRANSACTIONS_FETCH_FAILED')` finds its text, as for the kernel's own codes.
  registerMessages(ACTIVITY_ERRORS);
  api.slice.defineSlice(activitySliceKey, initialActivityState());
  const controller = createActivityController(api);
  const images = acquireImageLoader(api.http);
  api.views.registerView('Activity', (props: ViewProps) => <ActivityView {...props} controller={controller} loader={images.loader} />);
  // A mined send: the history now has it (the pending row goes when the list reloads).
  const off = trackPending(api, reads, () => { void controller.refresh(); });
  // Another account or wallet: the list is of someone else; pending sends stay (they carry their owner).
  api.hooks.disconnected.tap(api.id, () => api.slice.updateSlice(activitySliceKey, (s) => ({ ...initialActivityState(), pending: s.pending })));
  return () => { off(); images.release(); };
}

export default definePlugin((api) => setupActivity(api));
