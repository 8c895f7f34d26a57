/**
 * Hosted mode's sign-in text: what AppKit's ReownAuthenticationMessenger writes for the hosted
 * service (reown-com/appkit packages/controllers/src/features/siwx/reown-authentication/
 * ReownAuthenticationMessenger.ts:37-58): the EIP-4361 layout, but "your <network name> account"
 * and the whole CAIP-2 id on the Chain ID line (`Chain ID: eip155:1`), for every family alike.
 * Local mode keeps EIP-4361's bare chain id (format.ts); docs/wire.md "Sign-in" says why.
 */
import type { Network } from '@gangway/kernel';
import type { SIWXMessageData } from '../types';
import { formatLayout, parseLayout } from './text-format';

/**
 * AppKit's name for a namespace whose network the page does not list (common/src/utils/
 * ConstantsUtil.ts:39-49 CHAIN_NAME_MAP, read by NetworkUtil.getNetworkNameByCaipNetworkId).
 */
const NAMESPACE_NAMES: Record<string, string> = { eip155: 'EVM Networks', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin', cosmos: 'Cosmos', sui: 'Sui', stacks: 'Stacks', ton: 'TON', tron: 'TRON' };

/** The name the header gives the chain: the listed network's, else AppKit's namespace name. */
export function hostedNetworkName(networks: readonly Network[], caip2: string): string {
  const name = networks.find((n) => n.caipNetworkId === caip2)?.name ?? NAMESPACE_NAMES[caip2.split(':')[0]];
  if (!name) throw new Error(`Sign-in is not supported on ${caip2}`);
  return name;
}

export const formatHostedMessage = (networks: readonly Network[], d: SIWXMessageData) =>
  formatLayout({ accountName: hostedNetworkName(networks, d.chainId), chainLine: 'caip2' }, d);

/** The fields of a hosted-mode text; throws unless it is exactly what formatHostedMessage writes. */
export const parseHostedMessage = (text: string) => parseLayout(text, { chainLine: 'caip2' }).data;
