/**
 * The Wallet Standard features every chain family uses alike: looking a feature up, `standard:disconnect`
 * and `standard:events`. A family's own features (connect, signing) stay with its plugin.
 */
import type { Wallet, WalletAccount } from '@wallet-standard/base';

interface DisconnectFeature { disconnect(): Promise<void> }
interface EventsFeature { on(event: 'change', listener: (p: { accounts?: readonly WalletAccount[] }) => void): () => void }

/** The wallet's feature `name` as the shape `T` the caller expects; undefined when the wallet lacks it. */
export const standardFeature = <T>(w: Wallet, name: string): T | undefined => (w.features as Record<string, T | undefined>)[name];

/** Ends the wallet's session for this site; a wallet without `standard:disconnect` has nothing to end. */
export async function disconnectStandardWallet(w: Wallet): Promise<void> {
  await standardFeature<DisconnectFeature>(w, 'standard:disconnect')?.disconnect();
}

/**
 * Calls `onAccounts` with the accounts of each 'change' event that carries them (other changes, e.g.
 * of features, are not about the session); returns the unsubscribe. The accounts are unchecked: the
 * caller validates them.
 */
export function watchStandardAccounts(w: Wallet, onAccounts: (accounts: readonly unknown[]) => void): () => void {
  const events = standardFeature<EventsFeature>(w, 'standard:events');
  return events ? events.on('change', (p) => { if (p && 'accounts' in p && p.accounts) onAccounts(p.accounts); }) : () => undefined;
}
