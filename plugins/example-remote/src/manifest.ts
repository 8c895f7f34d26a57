/**
 * An example THIRD-PARTY plugin, built and deployed on its own (a Module Federation remote) and
 * served from another origin. A host enables it by adding this manifest: pure data, a few bytes.
 */
import { defineManifest } from '@gangway/kernel';

export const EXAMPLE_VIEW = 'ExampleGreeting';

export const exampleRemoteManifest = (entry: string) =>
  defineManifest({
    id: 'example-greeting',
    apiVersion: 2,
    title: 'Greeting (example third-party plugin)',
    feature: 'features.exampleGreeting',
    views: [EXAMPLE_VIEW],
    remote: { name: 'gangway_example', entry, module: './plugin' },
  });
