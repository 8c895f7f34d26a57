import * as v from 'valibot';
import { CORE_MESSAGES as ERRORS } from '../errors/core';
import { isNamespace } from '../state/types';

// Eager code validates with valibot: its schemas tree-shake to what is used (~2 KB gzip for all the
// options), where zod/mini's core alone is ~5 KB. Lazily loaded code keeps zod.

/**
 * A chain namespace: CAIP-2's form (3–8 of a-z, 0-9, '-'). The list is open: spec §9's namespaces
 * are the ones the built-in chain plugins and WalletConnect serve, and a host's own family plugin
 * adds its own (the kernel names none).
 */
export const NamespaceSchema = v.pipe(v.string(), v.check(isNamespace, ERRORS.INVALID_INPUT));
export type Namespace = v.InferOutput<typeof NamespaceSchema>;

const url = v.string();
const RpcUrlSchema = v.object({ http: v.array(url), webSocket: v.optional(v.array(url)) });

/** CAIP-2 network id: exactly two non-empty colon-separated parts (spec §5). */
export const isCaip2 = (s: string) => /^[^:]+:[^:]+$/.test(s);
/** CAIP-10 account id: exactly three non-empty colon-separated parts (spec §5). */
export const isCaip10 = (s: string) => /^[^:]+:[^:]+:[^:]+$/.test(s);

export const Caip2Schema = v.pipe(v.string(), v.check(isCaip2, ERRORS.CAIP2));

/**
 * The Network entity of spec §3. Loose so chain-definition extras (contracts, formatters, ...) survive;
 * caipNetworkId is optional on input and derived as `${chainNamespace}:${id}` by parseOptions.
 */
export const NetworkSchema = v.looseObject({
  id: v.union([v.number(), v.string()]),
  caipNetworkId: v.optional(Caip2Schema),
  chainNamespace: NamespaceSchema,
  name: v.string(),
  testnet: v.optional(v.boolean()),
  nativeCurrency: v.object({ name: v.string(), symbol: v.string(), decimals: v.number() }),
  rpcUrls: v.looseObject({ default: RpcUrlSchema }),
  blockExplorers: v.optional(
    v.record(v.string(), v.looseObject({ name: v.string(), url: v.string(), apiUrl: v.optional(v.string()) })),
  ),
  assets: v.optional(v.object({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) })),
});

export type NetworkInput = v.InferInput<typeof NetworkSchema>;
/** A parsed network: caipNetworkId is always present. */
export type Network = v.InferOutput<typeof NetworkSchema> & { caipNetworkId: string };

/** Fills the derived caipNetworkId. */
export const normalizeNetwork = (n: v.InferOutput<typeof NetworkSchema>): Network => ({
  ...n,
  caipNetworkId: n.caipNetworkId ?? `${n.chainNamespace}:${n.id}`,
});
