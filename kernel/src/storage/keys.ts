import * as z from 'zod/mini';
import { NamespaceSchema } from '../options/network';

/** A stored key: the schema its value must pass when read back, and what to return otherwise. */
export interface KeyDef<T> {
  schema: z.ZodMiniType<T>;
  fallback: T;
}
const key = <T>(schema: z.ZodMiniType<T>, fallback: T): KeyDef<T> => ({ schema, fallback });

const str = z.string();
const perNamespace = <T extends z.ZodMiniType>(v: T) => z.partialRecord(NamespaceSchema, v);

export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'connected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * The keys the kernel itself persists (spec §3 "Local storage", the parts every connector shares).
 * A plugin declares its own keys with `api.storage.key(...)` (recent wallets, deep-link choice, …);
 * the kernel names no plugin's key.
 */
export const KEYS = {
  /** Last-used chain namespace. */
  activeNamespace: key(z.nullable(NamespaceSchema), null),
  connectedNamespaces: key(z.array(NamespaceSchema), []),
  connectionStatus: key(perNamespace(z.enum(CONNECTION_STATUSES)), {}),
  /** Connector used per namespace, to resume the session at start-up. */
  connectorIds: key(perNamespace(str), {}),
  preferredAccountTypes: key(perNamespace(str), {}),
  /** Sign-in tokens keyed by CAIP-10 address; plugins reach them only with the 'auth.tokens' permission. */
  authTokens: key(z.record(str, str), {}),
} satisfies Record<string, KeyDef<unknown>>;

export type StorageKey = keyof typeof KEYS;
export type StorageValue<K extends StorageKey> = (typeof KEYS)[K] extends KeyDef<infer T> ? T : never;
