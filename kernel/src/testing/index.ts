export { createPluginHarness, type PluginHarness, type HarnessOptions } from './harness';
export { memoryStorage } from './memory-storage';
export * from './networks';
export { fakeFetch, endpoints as testEndpoints, type Call as FakeFetchCall } from './fake-fetch';
export { createApiClient } from '../remote/client';
