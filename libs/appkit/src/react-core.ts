/**
 * `@gangway/appkit/react-core`: AppKit's React core entry (reown-com/appkit
 * packages/appkit/exports/react-core.ts:23-34): the hooks of `@gangway/appkit/react` with a
 * `createAppKit` that sets `basic: true`, as AppKit's does.
 */
import type { KernelEnv } from '@gangway/kernel';
import { createAppKit as createFull, type AppKitOptions } from './client';

export * from './react';
export type CreateAppKit = AppKitOptions;

export function createAppKit(options: CreateAppKit, env?: KernelEnv) {
  return createFull({ ...options, basic: true }, env);
}
