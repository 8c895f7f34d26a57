/**
 * `@gangway/appkit/adapter-ethers5`: AppKit's `Ethers5Adapter` (reown-com/appkit
 * packages/adapters/ethers5/src/client.ts:58, a constructor without options) is Gangway's ethers 5
 * adapter (plugins/adapter-ethers5) as it is.
 */
export { Ethers5Adapter } from '@gangway/adapter-ethers5';
