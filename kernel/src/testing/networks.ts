/**
 * The harness's default network: one of no real family (namespace 'test', which no chain plugin
 * serves), so a plugin's test needs no network of its own and the kernel names no family. A test of
 * a family's behaviour passes its networks (`options: { networks }`), e.g. the fixtures of
 * @gangway/lib-wallet/testing.
 */
import type { Network } from '../state/types';

export const testNetwork: Network = {
  id: 1, caipNetworkId: 'test:1', chainNamespace: 'test', name: 'Test Network', testnet: true,
  nativeCurrency: { name: 'Test', symbol: 'TEST', decimals: 18 },
  // Never reached: the harness's network guard refuses every request a test did not answer.
  rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
};
