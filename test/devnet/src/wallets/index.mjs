// Test wallets: injected EIP-6963 provider (Playwright), WalletConnect wallet client (node), mailbox helpers.
export { injectedProviderScript, installInjectedWallet, TEST_WALLET_INFO } from './injected.mjs';
export { createWcWallet } from './wc-wallet.mjs';
export { mailboxClient } from './mailbox-client.mjs';
export { createEvmSigner, RpcError } from './evm-signer.mjs';
export { installSolanaWallet, SOLANA_TEST_WALLET_INFO } from './solana-wallet.mjs';
export { installBitcoinWallet, bitcoinKey, BITCOIN_TEST_WALLET_INFO } from './bitcoin-wallet.mjs';
