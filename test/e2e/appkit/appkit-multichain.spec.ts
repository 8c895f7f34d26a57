/**
 * Issue 37: hosts/appkit-multichain, a dapp written the AppKit way with WagmiAdapter, SolanaAdapter and
 * BitcoinAdapter together (only @reown/* imports, aliased to @gangway/appkit), on the devnet with its
 * three injected test wallets (EIP-6963 EVM, Wallet Standard Solana and Bitcoin regtest):
 * <appkit-button namespace="solana"> opens the Connect view on Solana's wallets only → connect Solana, then
 * EVM and Bitcoin through useAppKit().open({ view: 'Connect', namespace }) → useAppKitAccount({ namespace })
 * shows each family's account at once → switch across families and within EVM and Solana through
 * useAppKitNetwork (back to a family's current chain with no wallet prompt) → sign and send with wagmi on EVM and through the Solana provider (verified, on
 * chain) → <appkit-network-button> and <appkit-button> open the modal's views → disconnect one
 * namespace through useDisconnect({ namespace }), then all → <appkit-button namespace="bip122"> opens
 * the Connect view on Bitcoin's wallets.
 */
import * as bitcoin from 'bitcoinjs-lib';
import { bitcoinAccounts } from '@gangway/devnet/accounts';
import { expect, test } from '../../kit/index';
import { verifySimple } from '../../../plugins/chain-bip122/src/bip322';
import { freshAccount, walletFor, WALLET_ROW } from '../adapters/helpers';
import { buttonsOpenViews, closeModal, evmSignAndSend, expectAccount, openConnect, pageErrors, SOLANA_ROW, solanaSignAndSend } from './flow';

const HOST = 'http://127.0.0.1:5193/';
const BITCOIN_ROW = '[data-testid="wallet-wallet-standard:bip122:Gangway Bitcoin Wallet"]';
const SOLANA = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const SOLANA2 = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328';

test('an AppKit multichain app (wagmi + Solana + Bitcoin adapters): per-namespace connect and accounts, switch across families, sign and send on EVM, Solana and Bitcoin, the buttons, disconnect', async ({ page, devnet, solanaWallet, bitcoinWallet }) => {
  const errors = pageErrors(page);
  const account = await freshAccount(devnet);
  const wallet = await walletFor(page, devnet, account);
  await page.goto(HOST);
  await expect(page.getByTestId('appkit-connected')).toHaveText('false');
  await expect(page.getByTestId('appkit-network')).toHaveText('eip155:31337');
  const ns = (namespace: string, what: string) => page.getByTestId(`${namespace}-${what}`);

  // <appkit-button namespace="solana">: the Connect view lists Solana's wallets only.
  await openConnect(page, 'solana');
  await expect(page.locator(SOLANA_ROW)).toBeVisible();
  await expect(page.locator(WALLET_ROW)).toHaveCount(0);
  await expect(page.locator(BITCOIN_ROW)).toHaveCount(0);
  await page.locator(SOLANA_ROW).click();
  await expect(ns('solana', 'address')).toHaveText(solanaWallet.address);
  await closeModal(page);

  // EVM and Bitcoin through useAppKit().open({ view: 'Connect', namespace }).
  await ns('eip155', 'connect').click();
  await expect(page.locator(WALLET_ROW)).toBeVisible();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(ns('eip155', 'address')).toHaveText(account.address);
  await closeModal(page);
  await ns('bip122', 'connect').click();
  await expect(page.locator(BITCOIN_ROW)).toBeVisible();
  // The other families' wallets, recent ones included, are not offered for Bitcoin.
  await expect(page.locator(WALLET_ROW)).toHaveCount(0);
  await expect(page.locator(SOLANA_ROW)).toHaveCount(0);
  await page.locator(BITCOIN_ROW).click();
  await expect(ns('bip122', 'address')).toHaveText(bitcoinWallet.address);
  await closeModal(page);

  // useAppKitAccount({ namespace }): the three accounts at once.
  await expect(ns('eip155', 'caip-address')).toHaveText(`eip155:31337:${account.address}`);
  await expect(ns('solana', 'caip-address')).toHaveText(`solana:${SOLANA}:${solanaWallet.address}`);
  await expect(ns('bip122', 'caip-address')).toHaveText(`bip122:${REGTEST}:${bitcoinWallet.address}`);

  // Switch to EVM's second chain through useAppKitNetwork (the wallet is asked): wagmi signs and sends there.
  await page.getByTestId('appkit-switch-31338').click();
  await wallet.approveNext('wallet_switchEthereumChain');
  await expectAccount(page, { address: account.address, caipNetworkId: 'eip155:31338', chainId: '31338' });
  await expect(page.getByTestId('lib-status')).toHaveText('connected');
  await expect(page.getByTestId('lib-chain')).toHaveText('31338');
  await evmSignAndSend(page, devnet, wallet, account.address, 'Hello from the AppKit wagmi host', devnet.evm2);
  // Back to the first chain: wagmi follows.
  await page.getByTestId('appkit-switch-31337').click();
  await wallet.approveNext('wallet_switchEthereumChain');
  await expectAccount(page, { address: account.address, caipNetworkId: 'eip155:31337', chainId: '31337' });
  await expect(page.getByTestId('lib-chain')).toHaveText('31337');

  // To Solana: the Solana provider signs and sends on the first cluster; then the second cluster.
  await page.getByTestId(`appkit-switch-${SOLANA}`).click();
  await expectAccount(page, { address: solanaWallet.address, caipNetworkId: `solana:${SOLANA}`, chainId: SOLANA });
  await solanaSignAndSend(page, devnet, solanaWallet, { message: 'Hello from the AppKit Solana host', id: 'sol' });
  await page.getByTestId(`appkit-switch-${SOLANA2}`).click();
  await expectAccount(page, { address: solanaWallet.address, caipNetworkId: `solana:${SOLANA2}`, chainId: SOLANA2 });
  await expect(page.getByTestId('sol-rpc')).toHaveText(devnet.solana2);

  // To Bitcoin: its account is the active one; the buttons open the modal's views.
  await page.getByTestId(`appkit-switch-${REGTEST}`).click();
  await expectAccount(page, { address: bitcoinWallet.address, caipNetworkId: `bip122:${REGTEST}`, chainId: REGTEST });
  await buttonsOpenViews(page, 'Bitcoin Regtest');
  // <appkit-button namespace="…"> shows its namespace's account whichever is active (AppKit's rule).
  await expect(page.locator('appkit-button[namespace="eip155"]')).toContainText(`${account.address.slice(0, 6)}…${account.address.slice(-4)}`);
  await expect(page.locator('appkit-button[data-testid="appkit-connect"]')).not.toContainText(account.address.slice(0, 6));
  // useAppKitProvider('bip122') is AppKit's BitcoinConnector: addresses, a string signature (BIP-322,
  // verified here), sendTransfer answering the txid (the transfer checked on the devnet's Esplora).
  await page.getByTestId('btc-addresses').click();
  await expect(page.getByTestId('btc-address-list')).toHaveText(`payment:${bitcoinWallet.address} ordinal:${bitcoinWallet.ordinalsAddress}`);
  await page.getByTestId('btc-sign').click();
  await expect(page.getByTestId('btc-signature')).not.toHaveText('');
  const btcSignature = (await page.getByTestId('btc-signature').textContent())!;
  const script = bitcoin.address.toOutputScript(bitcoinWallet.address, bitcoin.networks.regtest);
  expect(verifySimple(new TextEncoder().encode('Hello from the AppKit multichain host'), script, btcSignature)).toBe(true);
  await page.getByTestId('btc-send').click();
  await expect(page.getByTestId('btc-txid')).toHaveText(/^[0-9a-f]{64}$/);
  const txid = (await page.getByTestId('btc-txid').textContent())!;
  const btcTx = (await (await fetch(`${devnet.esplora}/tx/${txid}`)).json()) as { vout: { scriptpubkey_address: string; value: number }[]; vin: { prevout: { scriptpubkey_address: string } }[] };
  expect(btcTx.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: bitcoinAccounts[2].address, value: 25000 }));
  expect(btcTx.vin.every((i) => i.prevout.scriptpubkey_address === bitcoinWallet.address)).toBe(true);
  // Back to the EVM chain its wallet is already on: EVM becomes the active family at once, no wallet prompt.
  const switchesBefore = wallet.log().filter((r) => r.method === 'wallet_switchEthereumChain').length;
  await page.getByTestId('appkit-switch-31337').click();
  await expectAccount(page, { address: account.address, caipNetworkId: 'eip155:31337', chainId: '31337' });
  expect(wallet.pending()).toEqual([]);
  expect(wallet.log().filter((r) => r.method === 'wallet_switchEthereumChain')).toHaveLength(switchesBefore);
  // The other namespaces kept their accounts through the switches.
  await expect(ns('eip155', 'caip-address')).toHaveText(`eip155:31337:${account.address}`);
  await expect(ns('solana', 'caip-address')).toHaveText(`solana:${SOLANA2}:${solanaWallet.address}`);

  // useDisconnect({ namespace }): Solana only; the others stay.
  await ns('solana', 'disconnect').click();
  await expect(ns('solana', 'address')).toHaveText('—');
  await expect(page.getByTestId('sol-status')).toHaveText('disconnected');
  await expect(ns('eip155', 'address')).toHaveText(account.address);
  await expect(ns('bip122', 'address')).toHaveText(bitcoinWallet.address);
  // useDisconnect(): all.
  await page.getByTestId('appkit-disconnect').click();
  for (const n of ['eip155', 'solana', 'bip122']) await expect(ns(n, 'address')).toHaveText('—');
  await expect(page.getByTestId('appkit-connected')).toHaveText('false');
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');

  // Nobody connected: <appkit-button namespace="bip122"> opens the Connect view on Bitcoin's wallets.
  await openConnect(page, 'bip122');
  await expect(page.locator(BITCOIN_ROW)).toBeVisible();
  await closeModal(page);
  expect(errors).toEqual([]);
});
