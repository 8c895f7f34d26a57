export {
  createPluginHarness, scopedFake, HARNESS_FAKES_ID,
  type PluginHarness, type HarnessOptions, type HarnessFakes, type RenderViewOptions, type CallerOptions, type ScopedFake,
} from './harness';
export { guardNetwork, type NetworkGuard, type NetworkHandlers, type NetworkPath } from './network-guard';
export { fakeWebSocket, type FakeSocket } from './fake-socket';
export { memoryStorage } from './memory-storage';
export * from './networks';
export { fakeFetch, endpoints as testEndpoints, type Call as FakeFetchCall } from './fake-fetch';
export { fakeRpcNode, type RpcAnswer, type FakeRpcNodeOptions } from './fake-rpc-node';
export { createApiClient } from '../remote/client';
// The manifest checks (a production runtime fetches them only for a list with a manifest not marked
// checked): for the tests that hold the marked manifests to them.
export { manifestProblems, registryProblems } from '../plugins/check-manifest';
export { allChecked } from '../plugins/define';
