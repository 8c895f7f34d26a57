/** What an eip155 host library needs from the widget state: the connected address and the chain id. */
import type { KernelState } from '@gangway/kernel';

export const connectedAddress = (s: KernelState): `0x${string}` | undefined => {
  const a = s.chains.eip155?.account;
  return a?.status === 'connected' && a.address ? (a.address as `0x${string}`) : undefined;
};

/** The eip155 network the widget shows (also before connecting: the one chosen or the default). */
export const chainIdOf = (s: KernelState): number | undefined => {
  const id = s.chains.eip155?.network.caipNetwork?.id;
  return id === undefined ? undefined : Number(id);
};

export { toHexChainId } from '@gangway/lib-eip155';
