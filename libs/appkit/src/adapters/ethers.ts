/**
 * `@gangway/appkit/adapter-ethers`: AppKit's `EthersAdapter` (reown-com/appkit
 * packages/adapters/ethers/src/client.ts:59, a constructor without options) is Gangway's ethers v6
 * adapter (plugins/adapter-ethers) as it is.
 */
export { EthersAdapter } from '@gangway/adapter-ethers';
