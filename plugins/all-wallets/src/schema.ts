/** The getWallets response (spec §7: data[] and count; §3 wallet listing fields), validated. */
import * as z from 'zod/mini';
import { isSafeAppLink } from '@gangway/lib-wallet';

const text = z.optional(z.nullable(z.string()));
/** A link the widget may navigate to: http(s) or a wallet's own scheme; anything else is dropped. */
const appLink = z.catch(z.optional(z.nullable(z.string().check(z.refine(isSafeAppLink)))), null);

export const WalletListingSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.optional(z.nullable(z.string())),
  rdns: text,
  chains: z.optional(z.nullable(z.array(z.string()))),
  mobile_link: appLink,
  desktop_link: appLink,
  webapp_link: appLink,
  homepage: appLink,
  badge_type: text,
});

export const WalletPageSchema = z.object({
  count: z.number().check(z.nonnegative()),
  data: z.array(WalletListingSchema),
});
