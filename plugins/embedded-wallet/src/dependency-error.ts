/**
 * Spec §8's 'Unable to load email login dependency': the text email, socials and Farcaster raise when
 * the embedded wallet is unavailable. A module of its own so that their first chunks carry this one
 * text, not the embedded wallet's whole error table (errors.ts).
 */
export const EMAIL_DEPENDENCY_ERROR = 'Unable to load email login dependency';
