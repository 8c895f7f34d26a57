/**
 * The embedded-wallet plugin's public contract: the service email, socials and Farcaster log in
 * through, its connector id and the shapes of the frame's answers. Types and keys only.
 */
import { createServiceKey } from '@gangway/kernel';

/** The AUTH connector (spec §3 Connector type AUTH): email and social sessions, eip155 and solana only (§6). */
export const AUTH_CONNECTOR_ID = 'embedded-wallet';
export const AUTH_NAMESPACES = ['eip155', 'solana'] as const;
export type AuthNamespace = (typeof AUTH_NAMESPACES)[number];

/** Spec §4 embedded login frame states ('failed': the load failed or timed out; the next use retries). */
export type FrameState = 'not-created' | 'loading' | 'ready' | 'failed';
export type AccountType = 'eoa' | 'smartAccount';
export type EmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
export type SocialLoginProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord';

/** Spec §3 Auth user. */
export interface AuthUser {
  email: string | null;
  address: string;
  chainId: number | string;
  accounts: { address: string; type: AccountType }[];
  userName: string | null;
  preferredAccountType: AccountType;
  smartAccountDeployed: boolean;
}

/** How the visitor logged in: shown in Account (wallet info) and stored (social username). */
export interface LoginInfo { method: 'email' | 'social' | 'farcaster'; provider?: string; userName?: string | null }

export interface EmbeddedWalletService {
  /** Visitor intent (focus on the email field, pointer over a social button): start loading the frame. */
  warm(): void;
  frameState(): FrameState;
  /** Resolves once the frame is ready; rejects 'Unable to load email login dependency'. */
  ready(): Promise<void>;
  connectEmail(email: string): Promise<EmailAction>;
  /** Resolves once the device link from the mail was opened (then a code is mailed). */
  connectDevice(): Promise<void>;
  connectOtp(otp: string): Promise<void>;
  socialRedirectUri(provider: SocialLoginProvider): Promise<string>;
  connectSocial(resultUri: string): Promise<{ userName: string | null; email: string | null }>;
  farcasterUri(): Promise<string>;
  connectFarcaster(): Promise<{ userName: string | null }>;
  /** After a login: connect the AUTH connector (GET_USER) on the active namespace, or `namespace`. */
  finishLogin(info: LoginInfo, namespace?: AuthNamespace): Promise<void>;
  updateEmail(email: string): Promise<void>;
  updateEmailPrimaryOtp(otp: string): Promise<void>;
  /** Returns the new email, which is now the account's and the stored login email. */
  updateEmailSecondaryOtp(otp: string): Promise<string>;
  /** The remembered login email (spec §3 storage), cleared on disconnect. */
  loginEmail(): string | undefined;
}

/** Logs a visitor in and connects the account: a plugin needs 'wallet.session' to get it. */
export const embeddedWalletKey = createServiceKey<EmbeddedWalletService>('embedded-wallet', ['wallet.session']);
export { EMAIL_DEPENDENCY_ERROR } from './dependency-error';
