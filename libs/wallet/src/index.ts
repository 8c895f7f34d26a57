/**
 * What the account, send and receive plugins share: the active account, token balances (spec §7
 * balance fetch), chain reads, display formatting (spec §9) and the clipboard.
 */
export * from './active-account';
export * from './app-links';
export * from './balances';
export * from './chain-reads';
export * from './copy-text';
export * from './errors';
export * from './format';
export * from './schemas';
export * from './standard-discovery';
