/**
 * The account rules of a WalletConnect session. A wallet's session is outside input: every account
 * is CAIP-10 (three non-empty parts, spec §5) whose namespace is one of the session's families, whose
 * chain reference has that family's form and whose address is one of that family (the family's own
 * rules: families.ts). Anything else is 'Invalid CAIP-10 address': three parts alone would let
 * `eip155:1:<script>` become the connected address (found by the fuzz suite).
 */
import type { ChainNamespace, Network } from '@gangway/kernel';
import type { WcFamilies } from './families';

export interface SessionAccount { namespace: ChainNamespace; chainId: string; address: string }

/** A CAIP-10 account of one of the families, or undefined when it breaks a rule. `networks`: the host's, for address forms that depend on the network. */
export function parseAccount(families: WcFamilies, value: unknown, networks: readonly Network[] = []): SessionAccount | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(':');
  if (parts.length !== 3 || parts.some((p) => !p)) return undefined;
  const [ns, chainId, address] = parts;
  const family = families.get(ns);
  if (!family || !family.wc.reference.test(chainId)) return undefined;
  const network = networks.find((n) => n.caipNetworkId === `${ns}:${chainId}`);
  return family.isAddress(address, network) ? { namespace: ns, chainId, address } : undefined;
}
