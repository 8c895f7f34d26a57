/**
 * Shapes of what enters from outside for balances (spec §3), checked with zod/mini before use:
 * the wallet's EIP-5792 capabilities, its EIP-7811 assets, and the balance API's answer.
 */
import * as z from 'zod/mini';

const str = z.string();
const hex = str.check(z.regex(/^0x[0-9a-fA-F]+$/));

/** EIP-5792 `wallet_getCapabilities`: capabilities per hex chain id ('0x0' = every chain). */
export const CapabilitiesSchema = z.record(
  str,
  z.looseObject({ assetDiscovery: z.optional(z.looseObject({ supported: z.boolean() })) }),
);

/**
 * Token decimals from a wallet or an API are range-checked: 0 to 36 (ERC-20 allows up to 255, but no
 * real token goes past 30, and a huge value turns one balance into a string of hundreds of digits).
 */
export const MAX_TOKEN_DECIMALS = 36;
const decimalsString = str.check(z.refine((d) => /^\d{1,2}$/.test(d) && Number(d) <= MAX_TOKEN_DECIMALS, { message: `Expected decimals 0 to ${MAX_TOKEN_DECIMALS}` }));

/**
 * Spec §3 wallet-assets response item. The spec writes the types ERC20 | NATIVE; EIP-7811 (and the
 * wallets that follow it) write them in lower case, so the comparison ignores case.
 */
export const WalletAssetSchema = z.object({
  address: str,
  balance: hex,
  type: str.check(z.refine((t) => /^(erc20|native)$/i.test(t), { message: 'Expected ERC20 or NATIVE' })),
  metadata: z.object({
    name: str,
    symbol: str,
    decimals: z.number().check(z.int(), z.nonnegative(), z.lte(MAX_TOKEN_DECIMALS)),
    price: z.number(),
    iconUrl: str,
    value: z.optional(z.number()),
  }),
});
export type WalletAsset = z.output<typeof WalletAssetSchema>;

/** Spec §5: "A wallet-assets response must be an object of arrays of valid assets". */
export const WalletAssetsResponseSchema = z.record(str, z.array(WalletAssetSchema));

/** Spec §3 token balance, as the balance API returns it and as we keep it. */
export const TokenBalanceSchema = z.object({
  name: str,
  symbol: str,
  chainId: str,
  address: z.optional(str),
  value: z.optional(z.number()),
  price: z.number(),
  iconUrl: str,
  quantity: z.object({ decimals: decimalsString, numeric: str.check(z.regex(/^\d+(\.\d+)?$/)) }),
});

/** GET /v1/account/{address}/balance. */
export const BalanceResponseSchema = z.object({ balances: z.array(TokenBalanceSchema) });
