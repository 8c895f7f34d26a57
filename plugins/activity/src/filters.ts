/** Spec §5: spam transactions are hidden, and the history is filtered to the connected chain. */
import type { Transaction } from './schema';

/** A transaction whose transfers are all flagged spam (`nft_info.flags.is_spam`). One with no transfers is not spam. */
export function isSpam(tx: Pick<Transaction, 'transfers'>): boolean {
  const transfers = tx.transfers ?? [];
  return transfers.length > 0 && transfers.every((t) => t.nft_info?.flags?.is_spam === true);
}

/** On the connected chain: the transaction names it (CAIP-2). One that names no chain cannot be placed and is left out. */
export function onChain(tx: Pick<Transaction, 'metadata'>, caipNetworkId: string): boolean {
  return tx.metadata.chain === caipNetworkId;
}

/** Shown in the list: on the connected chain and not spam. */
export const isVisible = (tx: Transaction, caipNetworkId: string) => onChain(tx, caipNetworkId) && !isSpam(tx);

export function visibleTransactions(txs: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return txs.filter((tx) => isVisible(tx, caipNetworkId));
}
