/**
 * Spec §5 name validity and §9 suffixes, and the registration message and coin type of §7. Pure
 * functions: the view, the flow and the tests share them.
 */
import { LEGACY_NAME_SUFFIX, NAME_SUFFIX } from './public';

/** Spec §5: at least 4 characters of letters, digits or hyphens. */
const LABEL = /^[a-zA-Z0-9-]{4,}$/;

/**
 * The label a visitor means: surrounding spaces dropped, either suffix (§9) dropped, lower-cased
 * (names are case-insensitive, like DNS labels; the API stores them lower-case).
 */
export function labelOf(input: string): string {
  const t = input.trim().toLowerCase();
  for (const suffix of [NAME_SUFFIX, LEGACY_NAME_SUFFIX]) if (t.endsWith(suffix)) return t.slice(0, -suffix.length);
  return t;
}

export const isValidLabel = (label: string) => LABEL.test(label);

/** The registered form of a label: `<label>.reown.id` (a legacy `.wcn.id` input becomes the current suffix). */
export const fullName = (input: string) => `${labelOf(input)}${NAME_SUFFIX}`;

/** Whether a name is a profile name of ours (either suffix). */
export const isProfileName = (name: string) => {
  const n = name.toLowerCase();
  return n.endsWith(NAME_SUFFIX) || n.endsWith(LEGACY_NAME_SUFFIX);
};

/** Spec §5: the chain id for registration must be below 2^31. */
export const MAX_CHAIN_ID = 0x80000000;

/**
 * The ENSIP-11 coin type of an EVM chain: the high bit set over the chain id. Spec §7 sends it as
 * `coin_type`; a chain id of 2^31 or more has no coin type (throws).
 */
export function coinTypeFor(chainId: number | string): number {
  const id = Number(chainId);
  if (!Number.isSafeInteger(id) || id < 0 || id >= MAX_CHAIN_ID) throw new RangeError(`Chain id ${String(chainId)} is not below 2^31`);
  return (MAX_CHAIN_ID | id) >>> 0;
}

/** Spec §7: the registration message, JSON with the name, empty attributes and a timestamp in seconds. */
export const registrationMessage = (name: string, nowMs: number = Date.now()) =>
  JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) });
