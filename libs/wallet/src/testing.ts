/** @gangway/lib-wallet/testing: a fake EIP-1193 wallet, balance API answers and network fixtures for tests. */
export * from './fake-wallet';
export * from './test-networks';
