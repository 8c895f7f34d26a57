/** The siwx plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: { SIWXSignMessage: { key: 'view.SIWXSignMessage', text: 'Sign In' } },
  // Sign-in tokens (local sessions), the hosted sessions API, and the wallet's signature.
  permissions: ['auth.tokens', 'http', 'wallet.sign', 'wallet.session'],
  title: 'Sign in with X',
};
export default details;
