import type { PluginApi } from '@gangway/kernel';

/**
 * Closes the modal. The plugin api has no close(); the router closes the modal when going back from
 * its last history entry (spec §2), so reset to one entry and go back. (Kernel ask: `api.close()`.)
 */
export function closeModal(api: Pick<PluginApi, 'router'>) {
  api.router.reset('Connect');
  api.router.back();
}
