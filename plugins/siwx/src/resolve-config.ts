/**
 * The host's sign-in option as a SIWXConfig: `siwx` as given, or the legacy `siweConfig` (the kernel
 * maps it onto `siwx`) adapted. Anything else is not a sign-in option: undefined.
 */
import type { SIWEConfig, SIWXConfig } from './types';
import { siweToSiwx } from './impl/siwe-legacy';

const fns = (v: unknown, names: string[]) => typeof v === 'object' && v !== null && names.every((n) => typeof (v as Record<string, unknown>)[n] === 'function');

export const isSiwxConfig = (v: unknown): v is SIWXConfig => fns(v, ['createMessage', 'addSession', 'getSessions', 'setSessions', 'revokeSession']);
export const isSiweConfig = (v: unknown): v is SIWEConfig => fns(v, ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut']);

export function resolveSiwxConfig(options: { siwx?: unknown; siweConfig?: unknown }): SIWXConfig | undefined {
  if (isSiwxConfig(options.siwx)) return options.siwx;
  if (isSiweConfig(options.siwx)) return siweToSiwx(options.siwx);
  return undefined;
}
