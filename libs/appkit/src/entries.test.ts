// AppKit's core entries: /core and /react-core build the instance with basic: true, as AppKit's do
// (reown-com/appkit packages/appkit/exports/core.ts:17-23, react-core.ts:23-34).
import { afterEach, expect, it } from 'vitest';
import { memoryStorage } from '@gangway/kernel/testing';
import { testDevnet } from '@gangway/lib-wallet/testing';
import { resetAppKit } from './client';
import { createAppKit as createCore } from './core';
import { createAppKit as createReactCore, useAppKitAccount } from './react-core';

afterEach(resetAppKit);

it('/core and /react-core build the instance with basic: true, like AppKit\'s', () => {
  const env = { skipStartup: true, storage: memoryStorage() };
  expect(createCore({ projectId: 'p', networks: [testDevnet], plugins: [] } as never, env).gangway.kernel.options.basic).toBe(true);
  resetAppKit();
  expect(createReactCore({ projectId: 'p', networks: [testDevnet], plugins: [] } as never, env).gangway.kernel.options.basic).toBe(true);
  // The hooks come with /react-core.
  expect(typeof useAppKitAccount).toBe('function');
});

