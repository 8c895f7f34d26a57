/** The headless plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Connecting goes through the kernel's connect (no signing); nothing else is guarded.
  title: 'Headless',
};
export default details;
