/**
 * How the demo loads the example third-party remote plugin (?remote=…): its entry, pinned by the
 * integrity of its build, and the host's trust settings (its origin allowed, 'http' granted). The
 * failure cases the remote e2e specs check each end in that plugin's error view while the rest of the
 * widget keeps working. A lazy chunk of the demo (types only from the kernel): a page without
 * ?remote pays nothing for it.
 */
import type { GangwayOptions } from '@gangway/kernel';
import type { RemoteCase } from './settings';

/** The example remote's integrity, from its build (rspack.config.ts); '' when it was not built. */
declare const __EXAMPLE_REMOTE_INTEGRITY__: string;

/** `hostile`: also load the hostile test plugin (hostile-manifest.ts) from the same pinned entry, granted nothing. */
export interface DemoRemote { entry: string; integrity: string; trust: NonNullable<GangwayOptions['remotes']>; hostile: boolean }

/** `remoteEntry`: where the example remote is served (DEVNET.exampleRemote). */
export function exampleRemote(c: RemoteCase, remoteEntry: string): DemoRemote {
  const entry = new URL(remoteEntry);
  const origin = entry.origin;
  // The same server on an origin the host does not allow; a path it does not have; an answer after 3 s.
  if (c === 'bad-origin') entry.hostname = 'localhost';
  if (c === 'missing') entry.pathname = '/missing/remoteEntry.js';
  if (c === 'slow') entry.searchParams.set('delay', '3000');
  const integrity = c === 'bad-hash' ? `sha384-${'A'.repeat(64)}` : typeof __EXAMPLE_REMOTE_INTEGRITY__ === 'string' ? __EXAMPLE_REMOTE_INTEGRITY__ : '';
  return {
    entry: entry.href,
    integrity,
    hostile: c === 'hostile',
    trust: {
      allowedOrigins: [origin],
      grant: { 'example-greeting': c === 'ungranted' ? [] : ['http'], 'example-hostile': [] },
      // The slow case fails after 1 s instead of the default 10 s.
      ...(c === 'slow' ? { timeout: 1000 } : {}),
    },
  };
}
