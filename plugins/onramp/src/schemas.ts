/** Every on-ramp answer (spec §3 option shapes, §7) goes through these schemas before it is used. */
import * as z from 'zod/mini';

const Decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const Limit = z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(64)), min: Decimal, max: Decimal });

export const OptionsSchema = z.object({
  paymentCurrencies: z.array(z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(10)), payment_method_limits: z.array(Limit) })).check(z.minLength(1)),
  purchaseCurrencies: z.array(z.looseObject({
    id: z.string().check(z.minLength(1), z.maxLength(40)),
    name: z.string().check(z.maxLength(100)),
    symbol: z.string().check(z.minLength(1), z.maxLength(20)),
    networks: z.array(z.looseObject({ name: z.string(), display_name: z.optional(z.string()), chain_id: z.optional(z.string()), contract_address: z.optional(z.string()) })),
  })).check(z.minLength(1)),
});
export type OnrampOptions = z.output<typeof OptionsSchema>;

const Money = z.looseObject({ value: Decimal, currency: z.string().check(z.maxLength(20)) });
export const QuoteSchema = z.looseObject({
  paymentTotal: Money,
  paymentSubtotal: z.optional(Money),
  purchaseAmount: Money,
  coinbaseFee: z.optional(Money),
  networkFee: z.optional(Money),
});
export type OnrampQuote = z.output<typeof QuoteSchema>;

/** The checkout URL: where it may lead is the navigation check's to say (onramp-flow.ts, before the window goes there). */
export const UrlResponseSchema = z.object({ url: z.string().check(z.minLength(1)) });
