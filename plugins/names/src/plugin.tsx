/**
 * The names plugin (spec §2, §4, §5, §7, §8, §9): RegisterAccountName and RegisterAccountNameSuccess,
 * opened from the Account view's actions for embedded-wallet sessions on eip155.
 */
import { definePlugin, registerMessages, type PluginApi, type ViewProps } from '@gangway/kernel';
import { createNamesController, initialNamesState } from './controller';
import { NAMES_ERRORS } from './errors';
import { MESSAGES } from './messages';
import { createNamesApi } from './names-api';
import { namesServiceKey, namesSliceKey } from './public';
import { createNamesService } from './resolve-service';
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView';
import { RegisterAccountNameView } from './RegisterAccountNameView';

export function setupNames(api: PluginApi, timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>) {
  api.i18n.addMessages(MESSAGES);
  // `new GangwayError('NAME_RESOLVE')` finds its text, as for the kernel's own codes.
  registerMessages(NAMES_ERRORS);
  api.slice.defineSlice(namesSliceKey, initialNamesState());
  const namesApi = createNamesApi(api);
  const controller = createNamesController(api, namesApi, timers);
  api.services.provide(namesServiceKey, createNamesService(namesApi));
  api.views.registerView('RegisterAccountName', (props: ViewProps) => <RegisterAccountNameView {...props} controller={controller} />);
  api.views.registerView('RegisterAccountNameSuccess', RegisterAccountNameSuccessView);
  // Another account: its names and the typed query are not this one's.
  const reset = () => { controller.dispose(); api.slice.updateSlice(namesSliceKey, () => initialNamesState()); };
  api.hooks.accountChanged.tap(api.id, reset);
  api.hooks.disconnected.tap(api.id, reset);
  return () => controller.dispose();
}

export default definePlugin((api) => setupNames(api));
