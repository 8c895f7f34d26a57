import * as v from 'valibot';
import { NamespaceSchema } from '../options/network';
import type { StandardSchema } from '../validation/standard-schema';

/** A stored key: the schema its value must pass when read back (zod, valibot, … any Standard Schema), and what to return otherwise. */
export interface KeyDef<T> {
  schema: StandardSchema<T>;
  fallback: T;
}
const key = <T>(schema: StandardSchema<T>, fallback: T): KeyDef<T> => ({ schema, fallback });

const str = v.string();
const perNamespace = <T extends v.GenericSchema>(s: T) => v.record(NamespaceSchema, s);

export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'connected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * The keys the kernel itself persists (spec §3 "Local storage", the parts every connector shares).
 * A plugin declares its own keys with `api.storage.key(...)` (recent wallets, deep-link choice, …);
 * the kernel names no plugin's key.
 */
export const KEYS = {
  /** Last-used chain namespace. */
  activeNamespace: key(v.nullable(NamespaceSchema), null),
  connectedNamespaces: key(v.array(NamespaceSchema), []),
  connectionStatus: key<Partial<Record<v.InferOutput<typeof NamespaceSchema>, ConnectionStatus>>>(perNamespace(v.picklist(CONNECTION_STATUSES)), {}),
  /** Connector used per namespace, to resume the session at start-up. */
  connectorIds: key<Partial<Record<v.InferOutput<typeof NamespaceSchema>, string>>>(perNamespace(str), {}),
  preferredAccountTypes: key<Partial<Record<v.InferOutput<typeof NamespaceSchema>, string>>>(perNamespace(str), {}),
  /** Sign-in tokens keyed by CAIP-10 address; plugins reach them only with the 'auth.tokens' permission. */
  authTokens: key(v.record(str, str), {}),
} satisfies Record<string, KeyDef<unknown>>;

export type StorageKey = keyof typeof KEYS;
export type StorageValue<K extends StorageKey> = (typeof KEYS)[K] extends KeyDef<infer T> ? T : never;
