/**
 * The NFTs an address holds on one eip155 network, from the endpoint Gangway defines (the spec shows
 * none; docs/api.md "NFTs"): `GET /v1/account/{address}/nfts?chainId=<CAIP-2>` → `{ data: Nft[], next }`.
 * The envelope must be right; a malformed item is dropped on its own.
 */
import * as z from 'zod/mini';
import { httpStatus, type PluginApi } from '@gangway/kernel';
import type { Nft } from './public';

const optStr = z.optional(z.nullable(z.string()));
const NftSchema = z.looseObject({
  chainId: z.string(),
  contract: z.string(),
  tokenId: z.string().check(z.regex(/^\d+$/)),
  standard: z.enum(['ERC721', 'ERC1155']),
  amount: z.optional(z.string().check(z.regex(/^\d+$/))),
  name: optStr,
  description: optStr,
  imageUrl: optStr,
  collection: z.optional(z.nullable(z.looseObject({ name: optStr }))),
});
const EnvelopeSchema = z.looseObject({ data: z.array(z.unknown()), next: optStr });

/**
 * Whether a failed fetch means the service has no NFT endpoint at all: the hosted blockchain API
 * answers an unknown route with 404 (its router has no fallback, blockchain-api src/lib.rs:250-390),
 * other hosts may say 405 or 501. Not an error to show: the tab goes away.
 */
export const isNoNftEndpoint = (error: unknown) => [404, 405, 501].includes(httpStatus(error) ?? 0);

export async function fetchNfts(http: PluginApi['http'], address: string, caipNetworkId: string): Promise<Nft[]> {
  const env = await http.get('api', `/v1/account/${encodeURIComponent(address)}/nfts`, { query: { chainId: caipNetworkId }, schema: EnvelopeSchema });
  const out: Nft[] = [];
  for (const item of env.data) {
    const r = z.safeParse(NftSchema, item);
    // Another chain's NFT (a server that ignored chainId) is not this network's.
    if (!r.success || r.data.chainId !== caipNetworkId) continue;
    const n = r.data;
    out.push({
      chainId: n.chainId, contract: n.contract, tokenId: n.tokenId, standard: n.standard, amount: n.amount ?? '1',
      name: n.name?.trim() || `#${n.tokenId}`, description: n.description ?? undefined, imageUrl: n.imageUrl ?? undefined,
      collection: n.collection?.name?.trim() || n.contract,
    });
  }
  return out;
}
