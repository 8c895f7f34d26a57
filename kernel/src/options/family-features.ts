/**
 * Chain-family switches derived from the host's networks: `features.solana` and `features.bip122` are
 * on when the host configured a network of that namespace, unless the host set them itself. A family's
 * plugins declare the switch as their `feature`, so a host configured with eip155 only never loads a
 * byte of the Solana or Bitcoin code (not even the Wallet Standard discovery on the Connect view).
 */
export const FAMILY_FEATURES = ['solana', 'bip122'] as const;

export function deriveFamilyFeatures(f: Record<string, unknown>, namespaces: readonly string[]): void {
  for (const ns of FAMILY_FEATURES) if (f[ns] === undefined) f[ns] = namespaces.includes(ns);
}

/** The namespaces of a network list (what `deriveFamilyFeatures` reads). */
export const namespacesOf = (networks: readonly { chainNamespace: string }[]) => networks.map((n) => n.chainNamespace);
