import * as z from 'zod/mini';
import { NamespaceSchema } from '../options/network';
import { SOCIAL_PROVIDERS } from '../options/features';

/** A stored key: the schema its value must pass when read back, and what to return otherwise. */
export interface KeyDef<T> {
  schema: z.ZodMiniType<T>;
  fallback: T;
}
const key = <T>(schema: z.ZodMiniType<T>, fallback: T): KeyDef<T> => ({ schema, fallback });

const str = z.string();
const nullableStr = z.nullable(str);
const perNamespace = <T extends z.ZodMiniType>(v: T) => z.partialRecord(NamespaceSchema, v);

/** Wallet listing fields we keep for the "recent" row (spec §3 Wallet listing); extra fields survive. */
export const RecentWalletSchema = z.looseObject({ id: str, name: str, image_id: z.optional(str), rdns: z.optional(z.nullable(str)) });
export type RecentWallet = z.output<typeof RecentWalletSchema>;
/** Spec §9: recent wallets kept. */
export const MAX_RECENT_WALLETS = 2;

export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'connected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** A sign-in (SIWX) session: the signed message fields, the message and its signature (spec §3). */
export const SiwxSessionSchema = z.looseObject({
  data: z.looseObject({ accountAddress: str, chainId: str }),
  message: str,
  signature: str,
});
export type SiwxSession = z.output<typeof SiwxSessionSchema>;

/** Every persisted key of spec §3 "Local storage" (caches live in cache.ts). */
export const KEYS = {
  recentWallets: key(z.array(RecentWalletSchema), [] as RecentWallet[]),
  /** Last-used chain namespace. */
  activeNamespace: key(z.nullable(NamespaceSchema), null),
  connectedNamespaces: key(z.array(NamespaceSchema), []),
  connectionStatus: key(perNamespace(z.enum(CONNECTION_STATUSES)), {}),
  /** Connector used per namespace, to resume the session at start-up. */
  connectorIds: key(perNamespace(str), {}),
  loginEmail: key(nullableStr, null),
  socialUsername: key(nullableStr, null),
  socialProvider: key(z.nullable(z.enum(SOCIAL_PROVIDERS)), null),
  preferredAccountTypes: key(perNamespace(str), {}),
  siwxSessions: key(z.array(SiwxSessionSchema), [] as SiwxSession[]),
  /** Sign-in tokens keyed by CAIP-10 address. */
  authTokens: key(z.record(str, str), {}),
  /** The wallet app chosen for WalletConnect deep links on mobile. */
  wcDeepLink: key(z.nullable(z.object({ name: str, href: str })), null),
} satisfies Record<string, KeyDef<unknown>>;

export type StorageKey = keyof typeof KEYS;
export type StorageValue<K extends StorageKey> = (typeof KEYS)[K] extends KeyDef<infer T> ? T : never;
