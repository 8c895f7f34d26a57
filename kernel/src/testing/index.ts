export { createPluginHarness, type PluginHarness, type HarnessOptions } from './harness';
export { memoryStorage } from './memory-storage';
export * from './networks';
