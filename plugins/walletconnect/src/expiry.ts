/** Pairing URI lifetime (spec §9): 4 min, treated as expired within 10 s of the end. */
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from './session-constants';

export const pairingExpiry = (createdAt: number) => createdAt + PAIRING_LIFETIME_MS;
export const isUriExpired = (expiry: number | undefined, now: number) => expiry === undefined || now >= expiry - PAIRING_EXPIRY_MARGIN_MS;
/** How long until a URI must be replaced (0 when it already counts as expired). */
export const msUntilRefresh = (expiry: number, now: number) => Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - now);
