/** The getWallets response (spec §7: data[] and count; §3 wallet listing fields), validated. */
import * as z from 'zod/mini';

const link = z.optional(z.nullable(z.string()));

export const WalletListingSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.optional(z.nullable(z.string())),
  rdns: link,
  chains: z.optional(z.nullable(z.array(z.string()))),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  homepage: link,
  badge_type: link,
});

export const WalletPageSchema = z.object({
  count: z.number().check(z.nonnegative()),
  data: z.array(WalletListingSchema),
});
