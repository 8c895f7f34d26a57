/**
 * Every answer of the convert and price endpoints goes through these schemas before it is used; a
 * response that does not match is an INVALID_RESPONSE error and changes nothing held. The shapes are
 * the real service's (blockchain-api src/handlers/convert/*.rs; docs/wire.md "swaps (convert)").
 */
import * as z from 'zod/mini';

export const Caip10Token = z.string().check(z.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/));
/** An integer amount in base units, as the API writes them (decimal digits). */
export const BaseUnits = z.string().check(z.regex(/^\d{1,78}$/));
const HexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/));
/** An address either way the API writes it: CAIP-10 ('eip155:1:0x…', build answers) or plain '0x…'. */
const AnyAddress = z.string().check(z.regex(/^(eip155:\d+:)?0x[0-9a-fA-F]{40}$/));
/** A quantity either way the API writes it: hex ('0x0') or decimal digits ('0'). */
const Quantity = z.string().check(z.regex(/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/));

/** One listed token (tokens.rs:30-39); a token that does not fit is left out, not the whole list. */
export const TokenSchema = z.looseObject({
  name: z.string().check(z.maxLength(100)),
  symbol: z.string().check(z.minLength(1), z.maxLength(40)),
  address: Caip10Token,
  decimals: z.int().check(z.gte(0), z.lte(36)),
  logoUri: z.optional(z.nullable(z.string())),
});
export const TokensResponseSchema = z.object({ tokens: z.array(z.unknown()) });

export const PriceResponseSchema = z.object({
  fungibles: z.array(z.looseObject({ address: z.string(), symbol: z.string(), price: z.number().check(z.gte(0)) })),
});

/** quotes.rs:25-39: `id` is null from the 1inch provider. */
export const QuotesResponseSchema = z.object({
  quotes: z.array(z.looseObject({ id: z.optional(z.nullable(z.string())), fromAmount: BaseUnits, toAmount: BaseUnits })).check(z.minLength(1)),
});

export const GasPriceResponseSchema = z.looseObject({ standard: BaseUnits, fast: BaseUnits, instant: BaseUnits });

const Gas = z.optional(z.nullable(z.looseObject({ gas: z.optional(Quantity), gasPrice: z.optional(Quantity) })));

/** approve.rs:24-42: from echoes the request's `from`, to is the token (CAIP-10), value as 1inch writes it. */
const ApproveTxSchema = z.looseObject({ from: AnyAddress, to: AnyAddress, data: HexData, value: z.optional(Quantity), eip155: Gas });
/** transaction.rs:34-55: from is the user and to the router (CAIP-10); no value; amount is what is bought. */
const SwapTxSchema = z.looseObject({ from: AnyAddress, to: AnyAddress, data: HexData, amount: BaseUnits, value: z.optional(Quantity), eip155: Gas });

export const BuildApproveResponseSchema = z.object({ tx: ApproveTxSchema });
export const BuildTransactionResponseSchema = z.object({ tx: SwapTxSchema });
export type BuiltApproveTx = z.output<typeof ApproveTxSchema>;
export type BuiltSwapTx = z.output<typeof SwapTxSchema>;

/** '0x1f' or '31' → 31n. */
export const quantity = (v: string | undefined): bigint => (v === undefined || v === '' ? 0n : BigInt(v));
