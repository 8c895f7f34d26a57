/** A plugin whose setup throws: the demo shows that the kernel isolates it (error view, rest works). */
import { defineManifest } from '@gangway/kernel';

export const faultyManifest = defineManifest({
  id: 'faulty-demo',
  apiVersion: 2,
  title: 'Faulty (isolation demo)',
  views: ['Faulty'],
  load: async () => ({
    setup() {
      throw new Error('This demo plugin fails on purpose during setup');
    },
  }),
});
