/** The headless plugin: the headless service a host's own connect screen uses (public.ts). */
import { definePlugin } from '@gangway/kernel';
import { createHeadless } from './headless';
import { headlessKey } from './key';

export default definePlugin((api) => {
  const { dispose, ...service } = createHeadless(api);
  api.services.provide(headlessKey, service);
  return dispose;
});
