/**
 * Shared parts of the host adapters: the seam and the EIP-1193 provider (wagmi, ethers, ethers5,
 * universal), and the configured networks a one-namespace adapter switches among (solana, bitcoin).
 */
export { createBridge, type AdapterBridge } from './bridge';
export { createWidgetProvider, type WidgetProvider, type Eip1193Event } from './widget-provider';
export { chainIdOf, connectedAddress, toHexChainId } from './eip155-state';
export { ProviderRpcError } from './provider-error';
export { bindAdapter, type BridgedAdapter } from './bind';
export { configuredNetworks, switchConfiguredNetwork } from './configured-networks';
