/**
 * Several chain families at once, on the demo host with the devnet's Solana cluster (?solana=1):
 * - one WalletConnect session with eip155 and solana accounts (the devnet's WalletConnect test wallet
 *   answers both) → both families shown → SwitchActiveChain between them (the family switcher on
 *   Account, and a network of the other family in the grouped network list) → each family's account
 *   and balances (equal to the chains') → a real ed25519 signature through the session's solana
 *   namespace → disconnecting one namespace ends the other (spec §4 cascade, one WalletConnect session);
 * - the injected EVM test wallet and the Solana Wallet Standard test wallet connected at once:
 *   disconnecting one leaves the other;
 * - malformed namespace answers: a session whose solana account is not CAIP-10 is refused with the
 *   catalogue's 'Invalid CAIP-10 address' (and ended at the wallet), a malformed accountsChanged on
 *   the solana namespace changes nothing.
 */
import { Connection, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import type { Page } from '@playwright/test';
import { evmAccounts, solanaAccounts } from '@gangway/devnet/accounts';
import { expect, test, type WcWallet } from '../../kit/index';
import { formatQuantity, truncateAddress } from '../../../libs/wallet/src/format';
import { chainReader, WALLET_ROW as EVM_WALLET_ROW } from '../evm-account/helpers';
import { openWalletConnect } from '../evm-walletconnect/helpers';

const DEMO = 'http://127.0.0.1:5173/?solana=1';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const USDC_MINT = new PublicKey('GkduNMzCvQNVzoxUYpmyRfAktgJDqXL4AVSMMCX2xQmz');
const SOLANA_ROW = '[data-testid="wallet-wallet-standard:solana:Gangway Solana Wallet"]';
const view = (page: Page) => page.locator('[data-gangway-view]');
const readout = (page: Page) => ({ status: page.getByTestId('status'), address: page.getByTestId('address'), network: page.getByTestId('network') });
const tokenRow = (page: Page, symbol: string) => page.locator(`[data-testid="token-row"][data-symbol="${symbol}"] [data-testid="token-quantity"]`);

type Account = { status: string; address?: string; connectorId?: string };
type Win = {
  gangway: {
    getState(): { activeChain?: string; chains: Record<string, { account: Account } | undefined> };
    disconnect(ns?: string): Promise<void>;
    getProvider(ns: string): Promise<{ request(a: { method: string; params?: unknown }): Promise<unknown> }>;
  };
};
const account = (page: Page, ns: string) => page.evaluate((n) => (window as unknown as Win).gangway.getState().chains[n]?.account, ns);

/** Decimal text of base units (what the widget shows before formatting). */
const units = (raw: bigint, decimals: number) => {
  const s = raw.toString().padStart(decimals + 1, '0');
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return `${s.slice(0, s.length - decimals)}${frac ? `.${frac}` : ''}`;
};
async function splBalance(c: Connection, owner: PublicKey): Promise<bigint> {
  const info = await c.getTokenAccountBalance(getAssociatedTokenAddressSync(USDC_MINT, owner, true)).catch(() => undefined);
  return info ? BigInt(info.value.amount) : 0n;
}

/** Pairs the wallet with the widget's proposal and approves it (optionally with replaced accounts). */
async function pairAndApprove(page: Page, wallet: WcWallet, accounts?: Record<string, string[]>) {
  await wallet.pair(await openWalletConnect(page));
  const proposal = await wallet.nextProposal();
  await wallet.approveSession(proposal, accounts ? { accounts } : {});
  return proposal;
}

test.describe('several chain families at once', () => {
  test('WalletConnect: one session with eip155 and solana, switch the active chain, sign on solana, the §4 cascade', async ({ page, devnet, wcWallet }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(DEMO);
    const proposal = await pairAndApprove(page, wcWallet);
    // From here the wallet answers on its own, except the signature it is asked for below.
    wcWallet.prompt = ['solana_signMessage'];
    wcWallet.autoApprove = true;
    // The proposal was built from the host's networks: both families, optional.
    const { optionalNamespaces, requiredNamespaces } = proposal.params;
    expect(Object.keys(optionalNamespaces)).toEqual(['eip155', 'solana']);
    expect(optionalNamespaces.solana.chains).toEqual([SOLANA]);
    expect(optionalNamespaces.solana.methods).toContain('solana_signMessage');
    expect(requiredNamespaces ?? {}).toEqual({});

    // Both families are connected through the one session; the EVM one is active.
    const state = readout(page);
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(state.address).toHaveText(wcWallet.address);
    await expect(state.network).toHaveText('eip155:31337');
    expect(await account(page, 'solana')).toMatchObject({ status: 'connected', address: wcWallet.solanaAddress, connectorId: 'walletConnect' });
    await expect(page.getByTestId('account-family-eip155')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('account-family-solana')).toContainText(truncateAddress(wcWallet.solanaAddress));
    const eth = await chainReader(devnet.evm).native(wcWallet.address);
    await expect(tokenRow(page, 'ETH')).toHaveText(`${formatQuantity(units(eth, 18))} ETH`);

    // SwitchActiveChain to solana (the family switcher): its account and balances (the chain's).
    await page.getByTestId('account-family-solana').click();
    await expect(state.address).toHaveText(wcWallet.solanaAddress);
    await expect(state.network).toHaveText(SOLANA);
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('account-view')).toHaveAttribute('data-namespace', 'solana');
    await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(wcWallet.solanaAddress));
    const chain = new Connection(devnet.solana, 'confirmed');
    const owner = new PublicKey(wcWallet.solanaAddress);
    const lamports = BigInt(await chain.getBalance(owner));
    await expect(tokenRow(page, 'SOL')).toHaveText(`${formatQuantity(units(lamports, 9))} SOL`);
    const usdc = await splBalance(chain, owner);
    if (usdc > 0n) await expect(tokenRow(page, 'USDC')).toHaveText(`${formatQuantity(units(usdc, 6))} USDC`);

    // A message signed through the session's solana namespace: a real ed25519 signature of its key.
    const message = new TextEncoder().encode('Gangway across families');
    const signing = page.evaluate(async ([m, pubkey]) => {
      const provider = await (window as unknown as Win).gangway.getProvider('solana');
      return provider.request({ method: 'solana_signMessage', params: { message: m, pubkey } });
    }, [base58.encode(message), wcWallet.solanaAddress] as const) as Promise<{ signature: string }>;
    // The wallet's prompt: the request arrives on the solana chain of the session (the Account view's
    // EVM reads asked before it are answered as they come).
    let request = await wcWallet.nextRequest();
    while (request.params.request.method !== 'solana_signMessage') {
      await wcWallet.approveRequest(request);
      request = await wcWallet.nextRequest();
    }
    expect(request.params).toMatchObject({ chainId: SOLANA, request: { method: 'solana_signMessage' } });
    await wcWallet.approveRequest(request);
    const signed = await signing;
    expect(ed25519.verify(base58.decode(signed.signature), message, owner.toBytes())).toBe(true);
    expect(wcWallet.log().at(-1)).toMatchObject({ method: 'solana_signMessage', chainId: SOLANA, outcome: 'approved' });

    // Back to EVM through the network list, grouped by family: a network of the other family.
    await page.getByTestId('account-network').click();
    await expect(page.getByTestId('network-family-eip155')).toBeVisible();
    await expect(page.getByTestId('network-family-solana').getByTestId(`network-${SOLANA}`)).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('network-eip155:31337').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(state.address).toHaveText(wcWallet.address);
    await expect(state.network).toHaveText('eip155:31337');
    await expect(tokenRow(page, 'ETH')).toHaveText(`${formatQuantity(units(eth, 18))} ETH`);

    // Disconnecting one namespace ends the other: one WalletConnect session (spec §4).
    await page.evaluate(() => (window as unknown as Win).gangway.disconnect('solana'));
    await expect(state.status).toHaveText('disconnected');
    expect(await account(page, 'solana')).toMatchObject({ status: 'disconnected' });
    expect(await account(page, 'eip155')).toMatchObject({ status: 'disconnected' });
    await expect.poll(() => wcWallet.sessions().length).toBe(0);
    expect(errors).toEqual([]);
  });

  test('an injected EVM wallet and the Solana Wallet Standard wallet at once: disconnecting one leaves the other', async ({ page, injectedWallet, solanaWallet }) => {
    await page.goto(DEMO);
    const state = readout(page);
    await page.getByTestId('gangway-connect').click();
    await page.locator(EVM_WALLET_ROW).click();
    await injectedWallet.approveNext('eth_requestAccounts');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(state.address).toHaveText(injectedWallet.address);

    // A Solana network in the grouped list: SwitchActiveChain goes on to Connect (not connected there).
    await page.getByTestId('account-network').click();
    await page.getByTestId(`network-${SOLANA}`).click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await page.locator(SOLANA_ROW).click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(state.address).toHaveText(solanaWallet.address);
    expect(await account(page, 'eip155')).toMatchObject({ status: 'connected', address: injectedWallet.address });
    await expect(page.getByTestId('account-family-eip155')).toContainText(truncateAddress(injectedWallet.address));
    await expect(page.getByTestId('account-family-solana')).toHaveAttribute('aria-pressed', 'true');

    // Injected per-family connections: disconnecting the EVM one leaves Solana connected (and active).
    await page.evaluate(() => (window as unknown as Win).gangway.disconnect('eip155'));
    expect(await account(page, 'eip155')).toMatchObject({ status: 'disconnected' });
    expect(await account(page, 'solana')).toMatchObject({ status: 'connected', address: solanaWallet.address });
    await expect(state.address).toHaveText(solanaWallet.address);
    await expect(page.getByTestId('account-families')).toHaveCount(0);
    expect(solanaWallet.connected).toBe(true);
  });

  test('malformed namespace answers get the catalogue errors; nothing held is lost', async ({ page, wcWallet }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(DEMO);
    // A session whose solana account is not CAIP-10 of a Solana key: refused, ended at the wallet.
    await pairAndApprove(page, wcWallet, { solana: [`${SOLANA}:not-a-solana-key`] });
    await expect(page.getByTestId('connect-error')).toContainText('Invalid CAIP-10 address');
    await expect(readout(page).status).toHaveText('disconnected');
    await expect.poll(() => wcWallet.sessions().length).toBe(0);

    // Try again with a proper session; then a malformed accountsChanged on solana changes nothing.
    await page.getByTestId('connect-retry').click();
    const copy = page.getByTestId('wc-copy-link');
    await expect(copy).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
    await wcWallet.pair((await copy.getAttribute('data-uri'))!);
    await wcWallet.approveSession(await wcWallet.nextProposal());
    await expect(readout(page).status).toHaveText('connected');
    expect(await account(page, 'solana')).toMatchObject({ status: 'connected', address: wcWallet.solanaAddress });

    await wcWallet.emit('accountsChanged', [`${SOLANA}:${evmAccounts[2].address}`], SOLANA);
    await expect.poll(() => logged.some((l) => l.includes('accountsChanged:solana') && l.includes('Invalid CAIP-10 address'))).toBe(true);
    expect(await account(page, 'solana')).toMatchObject({ status: 'connected', address: wcWallet.solanaAddress });
    expect(await account(page, 'eip155')).toMatchObject({ status: 'connected', address: wcWallet.address });

    // A valid one moves the solana account only.
    const next = solanaAccounts[2].address;
    await wcWallet.emit('accountsChanged', [`${SOLANA}:${next}`], SOLANA);
    await expect.poll(async () => (await account(page, 'solana'))?.address).toBe(next);
    expect(await account(page, 'eip155')).toMatchObject({ address: wcWallet.address });
  });
});
