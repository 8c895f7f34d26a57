/**
 * Every answer of the convert and price endpoints (spec §7) goes through these schemas before it is
 * used; a response that does not match is an INVALID_RESPONSE error and changes nothing held.
 */
import * as z from 'zod/mini';

export const Caip10Token = z.string().check(z.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/));
/** An integer amount in base units, as the API writes them (decimal digits). */
export const BaseUnits = z.string().check(z.regex(/^\d{1,78}$/));
const HexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/));
const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
/** A quantity either way the API writes it: hex ('0x0') or decimal digits. */
const Quantity = z.string().check(z.regex(/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/));

export const TokensResponseSchema = z.object({
  tokens: z.array(z.looseObject({
    name: z.string().check(z.maxLength(100)),
    symbol: z.string().check(z.minLength(1), z.maxLength(40)),
    address: Caip10Token,
    decimals: z.int().check(z.gte(0), z.lte(36)),
    logoUri: z.optional(z.nullable(z.string())),
  })),
});

export const PriceResponseSchema = z.object({
  fungibles: z.array(z.looseObject({ address: z.string(), symbol: z.string(), price: z.number().check(z.gte(0)) })),
});

export const QuotesResponseSchema = z.object({
  quotes: z.array(z.looseObject({ fromAmount: BaseUnits, toAmount: BaseUnits })).check(z.minLength(1)),
});

export const GasPriceResponseSchema = z.looseObject({ standard: BaseUnits, fast: BaseUnits, instant: BaseUnits });

export const AllowanceResponseSchema = z.looseObject({ allowance: BaseUnits });

const TxSchema = z.looseObject({
  from: z.optional(z.string()),
  to: Address,
  data: HexData,
  value: z.optional(Quantity),
  eip155: z.optional(z.looseObject({ gas: z.optional(Quantity), gasPrice: z.optional(Quantity) })),
});

export const BuildApproveResponseSchema = z.object({ tx: TxSchema });
export const BuildTransactionResponseSchema = z.object({ tx: z.extend(TxSchema, { amount: z.optional(BaseUnits) }) });
export type BuiltTx = z.output<typeof TxSchema>;

/** '0x1f' or '31' → 31n. */
export const quantity = (v: string | undefined): bigint => (v === undefined || v === '' ? 0n : BigInt(v));
