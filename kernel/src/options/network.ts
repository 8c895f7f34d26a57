import * as z from 'zod/mini';
import { CORE_MESSAGES as ERRORS } from '../errors/core';

/** Chain namespaces the widget knows (spec §9). */
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const;
export const NamespaceSchema = z.enum(NAMESPACES);
export type Namespace = z.infer<typeof NamespaceSchema>;

const url = z.string();
const RpcUrlSchema = z.object({ http: z.array(url), webSocket: z.optional(z.array(url)) });

/** CAIP-2 network id: exactly two non-empty colon-separated parts (spec §5). */
export const isCaip2 = (v: string) => /^[^:]+:[^:]+$/.test(v);
/** CAIP-10 account id: exactly three non-empty colon-separated parts (spec §5). */
export const isCaip10 = (v: string) => /^[^:]+:[^:]+:[^:]+$/.test(v);

export const Caip2Schema = z.string().check(z.refine(isCaip2, { message: ERRORS.CAIP2 }));

/**
 * The Network entity of spec §3. Loose so chain-definition extras (contracts, formatters, ...) survive;
 * caipNetworkId is optional on input and derived as `${chainNamespace}:${id}` by parseOptions.
 */
export const NetworkSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  caipNetworkId: z.optional(Caip2Schema),
  chainNamespace: NamespaceSchema,
  name: z.string(),
  testnet: z.optional(z.boolean()),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  rpcUrls: z.looseObject({ default: RpcUrlSchema }),
  blockExplorers: z.optional(
    z.record(z.string(), z.looseObject({ name: z.string(), url: z.string(), apiUrl: z.optional(z.string()) })),
  ),
  assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
});

export type NetworkInput = z.input<typeof NetworkSchema>;
/** A parsed network: caipNetworkId is always present. */
export type Network = z.output<typeof NetworkSchema> & { caipNetworkId: string };

/** Fills the derived caipNetworkId. */
export const normalizeNetwork = (n: z.output<typeof NetworkSchema>): Network => ({
  ...n,
  caipNetworkId: n.caipNetworkId ?? `${n.chainNamespace}:${n.id}`,
});
