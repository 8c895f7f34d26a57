// Test wallets: injected EIP-6963 provider (Playwright), WalletConnect wallet client (node), Solana and
// Bitcoin Wallet Standard wallets, the shared Bitcoin signer, mailbox helpers.
export { injectedProviderScript, installInjectedWallet, TEST_WALLET_INFO } from './injected.mjs';
export { createWcWallet } from './wc-wallet.mjs';
export { mailboxClient } from './mailbox-client.mjs';
export { createEvmSigner, RpcError } from './evm-signer.mjs';
export { installSolanaWallet, SOLANA_TEST_WALLET_INFO } from './solana-wallet.mjs';
export { installBitcoinWallet, BITCOIN_TEST_WALLET_INFO } from './bitcoin-wallet.mjs';
export { bitcoinKey } from './bitcoin-signer.mjs';
export { createBip122Signer } from './wc-bip122.mjs';
