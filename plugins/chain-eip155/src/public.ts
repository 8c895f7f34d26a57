/** The chain-eip155 plugin's public contract: the service it provides (key and types live in the eip155 library). */
export { eip155Service, type Eip155Service, type Erc20Info } from '@gangway/lib-eip155';

/** The family's WalletConnect descriptor (pure data and small functions): for tests and hosts wiring WalletConnect by hand. */
export { eip155WalletConnect } from './walletconnect';
