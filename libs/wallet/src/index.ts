/**
 * What the account, send and receive plugins share: the active account, token balances (spec §7
 * balance fetch), chain reads, display formatting (spec §9) and the clipboard. And what the chain
 * plugins share: their namespace's networks and session requests, the host's wallet lists (spec §1),
 * and the Wallet Standard (discovery, descriptions, the family-neutral features).
 */
export * from './active-account';
export * from './announced-wallets';
export * from './app-links';
export * from './balances';
export * from './call-params';
export * from './chain-family';
export * from './chain-reads';
export * from './copy-text';
export * from './decimal';
export * from './errors';
export * from './format';
export * from './namespace-networks';
export * from './publish-standard-connectors';
export * from './schemas';
export * from './session-request';
export * from './standard-connector-info';
export * from './standard-discovery';
export * from './standard-wallet-calls';
export * from './token-list';
export * from './wallet-lists';
