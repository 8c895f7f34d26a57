/**
 * Issue 37: hosts/appkit-solana, a Solana dapp written the AppKit way (only @reown/* imports, aliased
 * to @gangway/appkit), on the devnet's two Solana clusters with the Solana test wallet (Wallet
 * Standard): connect through <appkit-button> → AppKit's hooks show the account (address, caipAddress
 * solana:…) and the cluster → sign a message through useAppKitProvider('solana')'s provider (verified
 * here with ed25519) → send lamports (the wallet signs, useAppKitConnection's Connection sends; the
 * balances checked on the cluster) → switch to the second cluster through useAppKitNetwork (the
 * Connection and balance follow) → <appkit-network-button> and the connected <appkit-button> open the
 * modal's views → disconnect through useDisconnect.
 */
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { expect, test } from '../../kit/index';
import { buttonsOpenViews, closeModal, disconnectThroughHook, expectAccount, instanceAddress, openConnect, pageErrors, SOLANA_ROW, solanaSignAndSend } from './flow';

const HOST = 'http://127.0.0.1:5192/';
const MESSAGE = 'Hello from the AppKit Solana host';
const FIRST = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const SECOND = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';

test('an AppKit + Solana app on @gangway/appkit: connect, hooks, sign, send, switch the cluster, the buttons, disconnect', async ({ page, devnet, solanaWallet }) => {
  const errors = pageErrors(page);
  const chain = new Connection(devnet.solana, 'confirmed');
  const owner = new PublicKey(solanaWallet.address);
  await page.goto(HOST);
  await expect(page.getByTestId('appkit-connected')).toHaveText('false');
  await expect(page.getByTestId('appkit-network')).toHaveText(`solana:${FIRST}`);
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
  await expect(page.getByTestId('lib-rpc')).toHaveText(devnet.solana);

  await openConnect(page);
  await page.locator(SOLANA_ROW).click();
  await expect(page.getByTestId('appkit-status')).toHaveText('connected');
  await closeModal(page);

  // AppKit's hooks: the account and its cluster; the instance answers the same; the panel's balance is the chain's.
  await expectAccount(page, { address: solanaWallet.address, caipNetworkId: `solana:${FIRST}`, chainId: FIRST });
  expect(await instanceAddress(page)).toBe(solanaWallet.address);
  await expect(page.getByTestId('lib-status')).toHaveText('connected');
  await expect(page.getByTestId('lib-balance')).toHaveText(`${(await chain.getBalance(owner)) / LAMPORTS_PER_SOL} SOL`);

  await solanaSignAndSend(page, devnet, solanaWallet, { message: MESSAGE });

  // Switch the cluster through useAppKitNetwork. The second cluster is its own chain: an airdrop there
  // (and the transfer above on the first) makes the two balances differ.
  const chain2 = new Connection(devnet.solana2, 'confirmed');
  await chain2.requestAirdrop(owner, 2 * LAMPORTS_PER_SOL);
  const onSecond = await chain2.getBalance(owner);
  expect(onSecond).not.toBe(await chain.getBalance(owner));
  await page.getByTestId(`appkit-switch-${SECOND}`).click();
  await expectAccount(page, { address: solanaWallet.address, caipNetworkId: `solana:${SECOND}`, chainId: SECOND });
  await expect(page.getByTestId('lib-rpc')).toHaveText(devnet.solana2);
  await expect(page.getByTestId('lib-balance')).toHaveText(`${onSecond / LAMPORTS_PER_SOL} SOL`);

  await buttonsOpenViews(page, 'Solana Testnet');

  await disconnectThroughHook(page);
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
  await expect(page.getByTestId('lib-balance')).toHaveText('—');
  expect(solanaWallet.connected).toBe(false);
  await expect(page.getByTestId('lib-error')).toHaveCount(0);
  expect(errors).toEqual([]);
});
