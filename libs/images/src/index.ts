/**
 * Images of spec §7's image endpoints (wallets, networks, chains, connectors, tokens, currencies):
 * one shared loader (blobs → cached object URLs, revoked on eviction and release), the URL rule for
 * untrusted image URLs, and a React image with an initials fallback. Every plugin that shows an image
 * uses this library instead of its own copy.
 */
export * from './endpoints';
export * from './initials';
export * from './loader';
export * from './RemoteImage';
export * from './safe-url';
export * from './TokenPicker';
