/**
 * An example THIRD-PARTY plugin, built and deployed on its own (a Module Federation remote) and
 * served from another origin. A host enables it by adding this manifest: pure data, a few bytes. The
 * host pins the entry with its integrity hash, allows its origin and grants the permissions it
 * declares (options.remotes); without the 'http' grant its setup is refused.
 */
import { defineManifest } from '@gangway/kernel';

export const EXAMPLE_VIEW = 'ExampleGreeting';

/** `entry`: the remote's remoteEntry.js URL; `integrity`: its Subresource Integrity ('sha384-…'). */
export const exampleRemoteManifest = (entry: string, integrity: string) =>
  defineManifest({
    id: 'example-greeting',
    apiVersion: 2,
    title: 'Greeting (example third-party plugin)',
    feature: 'features.exampleGreeting',
    views: [EXAMPLE_VIEW],
    // It reads the project's supported networks from the configured API.
    permissions: ['http'],
    remote: { name: 'gangway_example', entry, module: './plugin', integrity },
  });
