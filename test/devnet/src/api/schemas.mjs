// zod schemas of the API emulator's responses. They are the devnet's answer to "response shapes are not
// shown" in spec §7: the widget's zod schemas should accept these (and the tests hold the emulator to them).
import { z } from 'zod';

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/);
const caip10 = z.string().refine((s) => s.split(':').length === 3, 'Invalid CAIP-10 address');
const numStr = z.string().regex(/^\d+$/);

export const error = z.object({ error: z.literal(true), status: z.number(), message: z.string() }).passthrough();
export const supportedChains = z.object({ http: z.array(caip2), ws: z.array(caip2) });
export const config = z.object({ features: z.array(z.object({ id: z.string(), isEnabled: z.boolean(), config: z.array(z.string()).nullable() })) });
export const origins = z.object({ allowedOrigins: z.array(z.string()) });
export const analyticsConfig = z.object({ isAnalyticsEnabled: z.boolean() });

export const walletListing = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  image_id: z.string(),
  name: z.string(),
  rdns: z.string().nullable(),
  chains: z.array(caip2),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  homepage: z.string(),
  badge_type: z.enum(['certified', 'none']),
  order: z.number(),
});
export const wallets = z.object({ count: z.number().int(), data: z.array(walletListing) });

export const tokenBalance = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caip2,
  address: caip10.optional(),
  value: z.number(),
  price: z.number(),
  quantity: z.object({ decimals: numStr, numeric: z.string() }),
  iconUrl: z.string(),
});
export const balance = z.object({ balances: z.array(tokenBalance) });
export const price = z.object({ fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() })) });

// HistoryTransactionTransfer as blockchain-api serializes it (history.rs:71-120): every Option present, null when absent.
const transfer = z.object({
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().nullable(),
  price: z.number().nullable(),
  fungible_info: z.object({ name: z.string().nullable(), symbol: z.string().nullable(), icon: z.object({ url: z.string() }).nullable() }).nullable(),
  nft_info: z.object({ name: z.string().nullable(), flags: z.object({ is_spam: z.boolean() }), content: z.object({ preview: z.object({ url: z.string(), content_type: z.string().nullable() }).nullable(), detail: z.null() }).nullable() }).nullable(),
});
export const historyItem = z.object({
  id: z.string(),
  metadata: z.object({ operationType: z.string(), hash: z.string(), minedAt: z.string(), sentFrom: z.string(), sentTo: z.string(), status: z.enum(['confirmed', 'failed']), nonce: z.number(), application: z.null(), chain: caip2 }),
  transfers: z.array(transfer),
});
export const history = z.object({ data: z.array(historyItem), next: z.string().nullable() });
export const nfts = z.object({
  data: z.array(z.object({
    chainId: caip2, contract: z.string(), tokenId: z.string(), standard: z.enum(['ERC721', 'ERC1155']), amount: z.string(),
    name: z.string(), description: z.string().nullable(), imageUrl: z.string().nullable(), collection: z.object({ name: z.string(), address: z.string() }),
  })),
  next: z.null(),
});
export const identity = z.object({ name: z.string().nullable(), avatar: z.string().nullable() });

// NameAndAddresses (blockchain-api src/database/types.rs:44-62).
export const profile = z.object({ name: z.string().endsWith('.reown.id'), registered_at: z.string(), updated_at: z.string(), addresses: z.record(z.string(), z.object({ address: z.string(), created_at: z.string().nullable() })), attributes: z.record(z.string(), z.string()).nullable() });
export const suggestions = z.object({ suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })) });

// The convert endpoints' answers (blockchain-api src/handlers/convert/*.rs; docs/wire.md).
export const swapTokens = z.object({ tokens: z.array(z.object({ name: z.string(), symbol: z.string(), address: caip10, decimals: z.number(), logoUri: z.string().nullable(), eip2612: z.boolean().nullable() })) });
export const quotes = z.object({ quotes: z.array(z.object({ id: z.string().nullable(), fromAmount: numStr, fromAccount: caip10, toAmount: numStr, toAccount: caip10 })) });
export const allowance = z.object({ allowance: numStr });
export const gasPrice = z.object({ standard: numStr, fast: numStr, instant: numStr });
const hex = /** @type {z.ZodType<`0x${string}`>} */ (z.string().regex(/^0x[0-9a-fA-F]*$/));
export const builtApprove = z.object({ tx: z.object({ from: caip10, to: caip10, data: hex, value: numStr, eip155: z.object({ gasPrice: numStr }).nullable() }).strict() });
export const builtTx = z.object({ tx: z.object({ from: caip10, to: caip10, data: hex, amount: numStr, eip155: z.object({ gas: numStr, gasPrice: numStr }).nullable() }).strict() });

const money = z.object({ value: z.string(), currency: z.string() });
export const onrampOptions = z.object({
  paymentCurrencies: z.array(z.object({ id: z.string(), payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })) })),
  purchaseCurrencies: z.array(z.object({ id: z.string(), name: z.string(), symbol: z.string(), networks: z.array(z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })) })),
});
export const onrampQuote = z.object({ paymentTotal: money, paymentSubtotal: money, purchaseAmount: money, coinbaseFee: money, networkFee: money, quoteId: z.string() });
export const onrampUrl = z.object({ url: z.string().url() });
export const sessions = z.object({ pcis: z.array(z.object({ pci: z.string(), expiry: z.number(), createdAt: z.number(), permissions: z.array(z.any()), policies: z.array(z.any()), revokedAt: z.number().nullable() }).passthrough()) });
