/**
 * The history response of spec §7 (`GET /v1/account/{account}/history` → `{ data[], next }`) and one
 * transaction of spec §3, validated with zod. The envelope must be right; an item that is not is
 * dropped on its own, so one odd transaction does not empty the list.
 */
import * as z from 'zod/mini';

const optStr = z.optional(z.nullable(z.string()));

export const TransferSchema = z.looseObject({
  direction: z.optional(z.nullable(z.string())),
  sender: optStr,
  recipient: optStr,
  quantity: z.looseObject({ numeric: z.string().check(z.regex(/^-?\d+(\.\d+)?$/)) }),
  fungible_info: z.optional(z.nullable(z.looseObject({
    name: optStr,
    symbol: optStr,
    icon: z.optional(z.nullable(z.looseObject({ url: optStr }))),
  }))),
  nft_info: z.optional(z.nullable(z.looseObject({
    name: optStr,
    flags: z.optional(z.nullable(z.looseObject({ is_spam: z.optional(z.nullable(z.boolean())) }))),
    content: z.optional(z.nullable(z.looseObject({ preview: z.optional(z.nullable(z.looseObject({ url: optStr }))) }))),
  }))),
});

export const TransactionSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  metadata: z.looseObject({
    minedAt: z.string(),
    chain: optStr,
    operationType: optStr,
    status: optStr,
    sentFrom: optStr,
    sentTo: optStr,
    hash: optStr,
  }),
  transfers: z.optional(z.nullable(z.array(TransferSchema))),
});

export const HistoryEnvelopeSchema = z.looseObject({
  data: z.array(z.unknown()),
  next: z.optional(z.nullable(z.string())),
});

export type Transfer = z.output<typeof TransferSchema>;
export type Transaction = z.output<typeof TransactionSchema>;

/** One item of a page as a transaction, or undefined when it is malformed. */
export function parseTransaction(item: unknown): Transaction | undefined {
  const r = z.safeParse(TransactionSchema, item);
  return r.success ? r.data : undefined;
}

/** Valid transactions of a page, and how many items were dropped as malformed. */
export function parseTransactions(items: readonly unknown[]): { transactions: Transaction[]; dropped: number } {
  const transactions: Transaction[] = [];
  let dropped = 0;
  for (const item of items) {
    const tx = parseTransaction(item);
    if (tx) transactions.push(tx);
    else dropped += 1;
  }
  return { transactions, dropped };
}
