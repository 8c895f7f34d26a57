/**
 * The headless plugin's React bindings (`@gangway/plugin-headless/react`), kept out of public.ts so
 * the contract other plugins and non-React hosts import carries no React. Inside <GangwayProvider>:
 *
 *   const { wallets, connect } = useGangwayWallets();
 *   <GangwayWalletButton wallet="io.metamask" label="MetaMask" />
 */
export { useGangwayWallets, useGangwayWalletPage } from './use-headless';
export { GangwayWalletButton, type WalletButtonProps } from './WalletButton';
