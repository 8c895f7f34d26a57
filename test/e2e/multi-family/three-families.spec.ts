/**
 * One WalletConnect session across the three chain families, on the demo host with the devnet's
 * Solana cluster and Bitcoin regtest chain (?solana=1&bitcoin=1), with the devnet's WalletConnect test
 * wallet (its keys on the Node side: eip155, solana, and bip122 — regtest p2wpkh, BIP-322, PSBTs):
 * the proposal carries eip155 + solana + bip122 → all three families shown → SwitchActiveChain
 * eip155 → solana (the family switcher) → bip122 (a network of the grouped network list) → the Bitcoin
 * balance equals the address's UTXO set on the devnet's Esplora → a message signed through the
 * session's bip122 namespace verifies with BIP-322 here → a transfer the host's provider sends over
 * the session (the wallet signs the PSBT, Esplora confirms it) → disconnecting one namespace ends the
 * other two (spec §4: one WalletConnect connector).
 */
import * as bitcoin from 'bitcoinjs-lib';
import type { Page } from '@playwright/test';
import { bitcoinAccounts } from '@gangway/devnet/accounts';
import { expect, test } from '../../kit/index';
import { formatQuantity, truncateAddress } from '../../../libs/wallet/src/format';
import { verifySimple } from '../../../plugins/chain-bip122/src/bip322';
import { openWalletConnect } from '../evm-walletconnect/helpers';

const DEMO = 'http://127.0.0.1:5173/?solana=1&bitcoin=1';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const view = (page: Page) => page.locator('[data-gangway-view]');
const readout = (page: Page) => ({ status: page.getByTestId('status'), address: page.getByTestId('address'), network: page.getByTestId('network') });
const tokenRow = (page: Page, symbol: string) => page.locator(`[data-testid="token-row"][data-symbol="${symbol}"] [data-testid="token-quantity"]`);

type Account = { status: string; address?: string; connectorId?: string };
interface BitcoinProvider {
  signMessage(p: { message: string; address?: string }): Promise<{ address: string; signature: string }>;
  sendTransfer(p: { recipientAddress: string; amount: string }): Promise<{ txid: string }>;
}
type Win = {
  gangway: {
    getState(): { activeChain?: string; chains: Record<string, { account: Account } | undefined> };
    disconnect(ns?: string): Promise<void>;
    getProvider(ns: string): Promise<BitcoinProvider>;
  };
};
const account = (page: Page, ns: string) => page.evaluate((n) => (window as unknown as Win).gangway.getState().chains[n]?.account, ns);

/** Satoshis as BTC text (what the widget shows before formatting). */
const btc = (sats: bigint) => {
  const s = sats.toString().padStart(9, '0');
  const frac = s.slice(-8).replace(/0+$/, '');
  return `${s.slice(0, -8)}${frac ? `.${frac}` : ''}`;
};
/** The address's balance read from the devnet's Esplora directly: the sum of its unspent outputs. */
async function utxoSum(esplora: string, address: string): Promise<bigint> {
  const list = (await (await fetch(`${esplora}/address/${address}/utxo`)).json()) as { value: number }[];
  return list.reduce((s, u) => s + BigInt(u.value), 0n);
}

test('WalletConnect: one session with eip155, solana and bip122; switch eip155 → solana → bip122; Bitcoin balance, BIP-322 and a transfer over the session; the §4 cascade', async ({ page, devnet, wcWallet }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(DEMO);
  await wcWallet.pair(await openWalletConnect(page));
  const proposal = await wcWallet.nextProposal();
  await wcWallet.approveSession(proposal);
  // From here the wallet answers on its own, except the Bitcoin signature it is asked for below.
  wcWallet.prompt = ['signMessage'];
  wcWallet.autoApprove = true;

  // The proposal was built from the host's networks: the three families, optional.
  const { optionalNamespaces, requiredNamespaces } = proposal.params;
  expect(Object.keys(optionalNamespaces)).toEqual(['eip155', 'solana', 'bip122']);
  expect(optionalNamespaces.bip122.chains).toEqual([REGTEST]);
  expect(optionalNamespaces.bip122.methods).toEqual(expect.arrayContaining(['signMessage', 'signPsbt']));
  expect(requiredNamespaces ?? {}).toEqual({});
  // The session the wallet approved: its bip122 account is CAIP-10 on regtest.
  expect(wcWallet.sessions()[0].namespaces.bip122.accounts).toEqual([`${REGTEST}:${wcWallet.bitcoinAddress}`]);

  // All three families connected through the one session; the EVM one is active.
  const state = readout(page);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(state.address).toHaveText(wcWallet.address);
  await expect(state.network).toHaveText('eip155:31337');
  await expect(page.getByTestId('account-family-eip155')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('account-family-solana')).toContainText(truncateAddress(wcWallet.solanaAddress));
  await expect(page.getByTestId('account-family-bip122')).toContainText(truncateAddress(wcWallet.bitcoinAddress));
  expect(await account(page, 'solana')).toMatchObject({ status: 'connected', address: wcWallet.solanaAddress, connectorId: 'walletConnect' });
  expect(await account(page, 'bip122')).toMatchObject({ status: 'connected', address: wcWallet.bitcoinAddress, connectorId: 'walletConnect' });

  // eip155 → solana: the family switcher.
  await page.getByTestId('account-family-solana').click();
  await expect(state.address).toHaveText(wcWallet.solanaAddress);
  await expect(state.network).toHaveText(SOLANA);
  await expect(page.getByTestId('account-view')).toHaveAttribute('data-namespace', 'solana');
  await expect(tokenRow(page, 'SOL')).toBeVisible();

  // solana → bip122: a network of the other family in the grouped network list.
  await page.getByTestId('account-network').click();
  await expect(page.getByTestId('network-family-solana').getByTestId(`network-${SOLANA}`)).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('network-family-bip122').getByTestId(`network-${REGTEST}`).click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(state.address).toHaveText(wcWallet.bitcoinAddress);
  await expect(state.network).toHaveText(REGTEST);
  await expect(page.getByTestId('account-view')).toHaveAttribute('data-namespace', 'bip122');
  await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(wcWallet.bitcoinAddress));
  await expect(page.getByTestId('account-family-bip122')).toHaveAttribute('aria-pressed', 'true');

  // The balance shown is the sum of the address's unspent outputs on the devnet's Esplora.
  const balance = await utxoSum(devnet.esplora, wcWallet.bitcoinAddress);
  expect(balance).toBeGreaterThan(0n);
  await expect(tokenRow(page, 'BTC')).toHaveText(`${formatQuantity(btc(balance))} BTC`);

  // A message signed through the session's bip122 namespace (the host's provider): the wallet gets
  // the WalletConnect bip122 signMessage on the regtest chain, and its BIP-322 signature verifies here.
  const text = 'Gangway across three families';
  const signing = page.evaluate(async (m) => (await (window as unknown as Win).gangway.getProvider('bip122')).signMessage({ message: m }), text);
  const request = await wcWallet.nextRequest();
  expect(request.params).toMatchObject({ chainId: REGTEST, request: { method: 'signMessage', params: { message: text, address: wcWallet.bitcoinAddress, protocol: 'bip322' } } });
  await wcWallet.approveRequest(request);
  const signed = await signing;
  expect(signed.address).toBe(wcWallet.bitcoinAddress);
  const script = bitcoin.address.toOutputScript(wcWallet.bitcoinAddress, bitcoin.networks.regtest);
  expect(verifySimple(new TextEncoder().encode(text), script, signed.signature)).toBe(true);
  expect(verifySimple(new TextEncoder().encode('another text'), script, signed.signature)).toBe(false);

  // The host's provider sends a transfer over the session: the wallet signs the PSBT (signPsbt on
  // regtest), the widget broadcasts it, Esplora confirms it pays the receiver from the session's address.
  const receiver = bitcoinAccounts[2].address;
  const { txid } = await page.evaluate(async (to) => (await (window as unknown as Win).gangway.getProvider('bip122')).sendTransfer({ recipientAddress: to, amount: '54321' }), receiver);
  expect(wcWallet.log().filter((l) => l.chainId === REGTEST).map((l) => [l.method, l.outcome])).toEqual([['signMessage', 'approved'], ['signPsbt', 'approved']]);
  const tx = (await (await fetch(`${devnet.esplora}/tx/${txid}`)).json()) as { status: { confirmed: boolean }; vout: { scriptpubkey_address: string; value: number }[]; vin: { prevout: { scriptpubkey_address: string } }[] };
  expect(tx.status.confirmed).toBe(true);
  expect(tx.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: receiver, value: 54321 }));
  expect(tx.vin.every((i) => i.prevout.scriptpubkey_address === wcWallet.bitcoinAddress)).toBe(true);
  expect(await utxoSum(devnet.esplora, wcWallet.bitcoinAddress)).toBeLessThan(balance - 54321n);

  // Disconnecting one namespace ends the other two: one WalletConnect session (spec §4).
  await page.evaluate(() => (window as unknown as Win).gangway.disconnect('bip122'));
  await expect(state.status).toHaveText('disconnected');
  for (const ns of ['eip155', 'solana', 'bip122']) expect(await account(page, ns)).toMatchObject({ status: 'disconnected' });
  await expect.poll(() => wcWallet.sessions().length).toBe(0);
  expect(errors).toEqual([]);
});
