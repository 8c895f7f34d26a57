/**
 * The sign-in plugin's options and the SIWXConfig they name. `config`: a SIWXConfig (localSiwx(),
 * serverSiwx(), hostedSiwx() or the host's own), or the legacy EVM-only SIWEConfig, adapted here
 * (`enabled: false` in it keeps sign-in off, as hosts of that shape expect). The deprecated top-level
 * `siwx` and `siweConfig` fill `config` (the manifest's legacyOptions); both set is an option error.
 * Anything else is not a sign-in implementation: undefined (the plugin reports it).
 */
import * as z from 'zod/mini';
import type { SIWEConfig, SIWXConfig } from './types';
import { siweToSiwx } from './impl/siwe-legacy';

const fns = (v: unknown, names: string[]) => typeof v === 'object' && v !== null && names.every((n) => typeof (v as Record<string, unknown>)[n] === 'function');

export const isSiwxConfig = (v: unknown): v is SIWXConfig => fns(v, ['createMessage', 'addSession', 'getSessions', 'setSessions', 'revokeSession']);
export const isSiweConfig = (v: unknown): v is SIWEConfig => fns(v, ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut']);

/** Checked as the plugin loads (definePlugin's schema): `config` must be an object, as the kernel checked it before. */
export const SiwxOptionsSchema = z.object({
  config: z.optional(z.custom<SIWXConfig | SIWEConfig | Record<string, unknown>>((v) => typeof v === 'object' && v !== null, { error: 'Invalid input' })),
});
export type SiwxOptions = z.output<typeof SiwxOptionsSchema>;
/** What a host passes: a sign-in implementation. */
export interface SiwxOptionsInput { config?: SIWXConfig | SIWEConfig }

export function resolveSiwxConfig(options: SiwxOptions): SIWXConfig | undefined {
  const c = options.config;
  if (isSiwxConfig(c)) return c;
  if (isSiweConfig(c)) return c.enabled === false ? undefined : siweToSiwx(c);
  return undefined;
}

/** A legacy siweConfig saying `enabled: false`: sign-in is off on purpose. */
export const switchedOff = (options: SiwxOptions) => isSiweConfig(options.config) && options.config.enabled === false;
