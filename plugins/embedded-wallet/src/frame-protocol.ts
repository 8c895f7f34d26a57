/**
 * The frame's message contract (test/devnet/src/frame/protocol.md; spec §7 "Embedded secure frame
 * messaging"): the app events, the constants of spec §9, and zod schemas for everything the frame
 * sends back. Nothing from the frame is trusted before it passes these.
 */
import * as z from 'zod/mini';

/** Spec §9 timing and the secure SDK version. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
export const FRAME_READY_DELAY_MS = 500;
export const FRAME_REQUEST_TIMEOUT_MS = 30_000;
export const FRAME_HEARTBEAT_MS = 5_000;
export const SIGN_OUT_WAIT_MS = 3_000;
export const SECURE_SDK_VERSION = 4;

/** Every app event of spec §7. */
export const APP_EVENTS = [
  'CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'GET_USER', 'SIGN_OUT', 'IS_CONNECTED', 'GET_CHAIN_ID',
  'RPC_REQUEST', 'UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP', 'SYNC_THEME',
  'SYNC_DAPP_DATA', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT',
  'SWITCH_NETWORK', 'RELOAD', 'RPC_ABORT',
] as const;
export type AppEvent = (typeof APP_EVENTS)[number];

/**
 * Spec §9: connect, otp and social requests time out after 30 s. The device approval and the Farcaster
 * approval wait on the visitor (a mail link, a phone) and have no timeout of their own; the frame ends them.
 */
export const TIMED_EVENTS: ReadonlySet<AppEvent> = new Set<AppEvent>([
  'CONNECT_EMAIL', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI',
  'UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP',
  // The session events the widget sends on its own after a login or a restore: none waits on the
  // visitor, so a frame that never answers one must not hold the session's set-up forever.
  'GET_CHAIN_ID', 'INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT', 'RELOAD',
]);

export const APP_PREFIX = '@w3m-app/';
export const FRAME_PREFIX = '@w3m-frame/';

/** Any message that claims to come from the frame. */
export const FrameMessageSchema = z.object({
  type: z.string().check(z.startsWith(FRAME_PREFIX)),
  id: z.optional(z.string()),
  payload: z.optional(z.unknown()),
});
export const ErrorPayloadSchema = z.looseObject({ message: z.optional(z.string()) });

const AccountTypeSchema = z.enum(['eoa', 'smartAccount']);
export const EmailActionSchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) });
export const AuthUserSchema = z.looseObject({
  email: z.optional(z.nullable(z.string())),
  address: z.string().check(z.minLength(1)),
  chainId: z.union([z.number(), z.string()]),
  accounts: z.optional(z.array(z.looseObject({ address: z.string(), type: AccountTypeSchema }))),
  userName: z.optional(z.nullable(z.string())),
  preferredAccountType: z.optional(AccountTypeSchema),
  smartAccountDeployed: z.optional(z.boolean()),
});
export const UriSchema = z.looseObject({ uri: z.string().check(z.minLength(1)) });
export const UrlSchema = z.looseObject({ url: z.string().check(z.minLength(1)) });
export const SocialResultSchema = z.looseObject({ userName: z.optional(z.nullable(z.string())), email: z.optional(z.nullable(z.string())) });
export const FarcasterResultSchema = z.looseObject({ userName: z.optional(z.nullable(z.string())) });
export const IsConnectedSchema = z.looseObject({ isConnected: z.boolean() });
/** AppKit W3mFrameSchema.ts:79, :135, :163: the email change's request and answers. */
export const EmailAddressSchema = z.email();
export const UpdateEmailSchema = z.looseObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) });
/** The address the frame says is now the account's: an email address, or the answer is the frame's error. */
export const NewEmailSchema = z.looseObject({ newEmail: EmailAddressSchema });
export const SmartAccountNetworksSchema = z.looseObject({ smartAccountEnabledNetworks: z.array(z.union([z.number(), z.string()])) });
/** AppKit W3mFrameSchema.ts:177 FrameSetPreferredAccountResponse: { type, address }. */
export const PreferredAccountSchema = z.looseObject({ type: AccountTypeSchema, address: z.string().check(z.minLength(1)) });
/** AppKit W3mFrameSchema.ts:161 FrameGetChainIdResponse: a number on eip155, the CAIP-2 id on solana. */
export const ChainIdSchema = z.looseObject({ chainId: z.union([z.number(), z.string().check(z.minLength(1))]) });
/** AppKit W3mFrameSchema.ts:167 FrameInitSmartAccountResponse. */
export const InitSmartAccountSchema = z.looseObject({ address: z.string().check(z.minLength(1)), isDeployed: z.boolean() });
export const EmptySchema = z.unknown();
