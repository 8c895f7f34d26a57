/**
 * WalletConnect constants only a pairing or a session needs (spec §9 pairing, §7 wallet requests):
 * imported by the controller's modules alone, so they load with it (the "wc-controller" chunk).
 */
/** Spec §9: a pairing URI lives 4 minutes and counts as expired within 10 s of its expiry. */
export const PAIRING_LIFETIME_MS = 4 * 60_000;
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;

/** WalletConnect Verify's service, when the host sets no `endpoints.verify`. */
export const DEFAULT_VERIFY_URL = 'https://verify.walletconnect.org';
