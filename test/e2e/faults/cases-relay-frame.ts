/**
 * The WalletConnect relay (fault control target `relay`) unreachable before pairing, and dropped in
 * the middle of a session; the embedded-wallet frame's origin (target `frame`) down, and its backend
 * too slow for a request's 30 s timeout.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createWcWallet, mailboxClient, type WcWallet } from '@gangway/devnet/wallets';
import { expect } from '../../kit/index';
import { defineCases } from './case';
import { alertOf, DEMO, expectConnectUsable, expectStillConnected, inject, readout, toast, view, type CaseContext } from './steps';

const RELAY_ERROR = 'Could not reach the WalletConnect relay. Check your connection and try again.';
const wcWallets = new WeakMap<CaseContext, WcWallet>();

async function wcWallet(c: CaseContext, prompt: string[] = []) {
  let w = wcWallets.get(c);
  if (!w) {
    w = await createWcWallet({ relayUrl: c.devnet.relay, projectId: c.devnet.projectId, chains: { 31337: c.devnet.evm, 31338: c.devnet.evm2 } });
    w.autoApprove = true;
    w.prompt = prompt;
    wcWallets.set(c, w);
    c.memo.cleanup = () => w!.close();
  }
  return w;
}

async function pairingUri(c: CaseContext) {
  const copy = c.page.getByTestId('wc-copy-link');
  await expect(copy).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 });
  return (await copy.getAttribute('data-uri'))!;
}

async function openEmail(c: CaseContext) {
  await c.page.goto(DEMO);
  await c.page.getByTestId('gangway-connect').click();
  await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Connect');
  c.memo.email = `faults-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await c.page.getByTestId('email-input').fill(c.memo.email as string);
}

export const RELAY_FRAME_CASES = defineCases([
  {
    id: 'relay-unreachable',
    area: 'Relay',
    fault: 'relay refuses every connection before pairing (WebSocket handshake fails)',
    expects: `within 10 s: alert 'Connection Error' and '${RELAY_ERROR}' with Try again (no endless spinner)`,
    timeoutMs: 10_000,
    async prepare(c) {
      await inject(c.devnet, { target: 'relay', mode: 'refuse' });
    },
    async arrange(c) {
      await c.page.goto(DEMO);
      await c.page.getByTestId('gangway-connect').click();
    },
    async provoke(c) {
      await c.page.getByTestId('wallet-walletConnect').click();
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
      await expect(c.page.getByTestId('connecting-walletconnect')).toHaveAttribute('data-phase', 'pairing');
      // The spec's 10 s time constant, then the view ends (a margin for the SDK's own start).
      await expect(c.page.getByTestId('connecting-walletconnect')).toHaveAttribute('data-phase', 'failed', { timeout: 15_000 });
      await expect(c.page.getByTestId('connect-error')).toHaveText(RELAY_ERROR);
      await expect(alertOf(c.page, 'WC_RELAY_UNREACHABLE')).toContainText('Connection Error');
      await expect(c.page.getByTestId('connect-retry')).toHaveText('Try again');
      await expect(c.page.getByTestId('wc-copy-link')).toHaveCount(0);
    },
    held: async (c) => {
      await expect(readout(c.page).status).toHaveText('disconnected');
    },
    async recover(c) {
      const wallet = await wcWallet(c);
      await c.page.getByTestId('connect-retry').click();
      await wallet.pair(await pairingUri(c));
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Account');
      await expectStillConnected(c.page, wallet.address);
    },
  },
  {
    id: 'relay-drop-mid-session',
    area: 'Relay',
    fault: 'relay drops every open socket while a WalletConnect session is live',
    expects: 'no message: the session stays connected; the next request reaches the wallet after both sides reconnect',
    async arrange(c) {
      const wallet = await wcWallet(c, ['eth_sendTransaction']);
      await c.page.goto(DEMO);
      await c.page.getByTestId('gangway-connect').click();
      await c.page.getByTestId('wallet-walletConnect').click();
      await wallet.pair(await pairingUri(c));
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Account');
      await expectStillConnected(c.page, wallet.address);
    },
    async provoke(c) {
      const [dropped] = await inject(c.devnet, { target: 'relay', mode: 'drop' });
      // Both the page's socket and the wallet's.
      expect(dropped.dropped).toBeGreaterThanOrEqual(2);
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Account');
    },
    held: async (c) => expectStillConnected(c.page, (await wcWallet(c)).address),
    async recover(c) {
      const wallet = await wcWallet(c);
      const to = privateKeyToAccount(generatePrivateKey()).address;
      await c.page.getByTestId('account-action-send').click();
      const value = await c.page.locator('[data-testid="send-token"] option').filter({ hasText: /^ETH / }).getAttribute('value');
      await c.page.getByTestId('send-token').selectOption(value!);
      await c.page.getByTestId('send-amount').fill('0.01');
      await c.page.getByTestId('send-receiver').fill(to);
      await c.page.getByTestId('send-submit').click();
      const req = await wallet.nextRequest();
      expect(req.params.request.method).toBe('eth_sendTransaction');
      await wallet.approveRequest(req);
      await expect(toast(c.page)).toHaveText('Transaction sent');
      await expectStillConnected(c.page, wallet.address);
    },
  },
  {
    id: 'frame-down',
    area: 'Frame',
    fault: "embedded-wallet frame origin answers 503 (the frame never loads)",
    expects: "after the 20 s load timeout: 'Unable to load email login dependency' + alert 'Network Error - Could not load embedded wallet'",
    timeoutMs: 20_000,
    async prepare(c) {
      await inject(c.devnet, { target: 'frame', status: 503 });
    },
    arrange: openEmail,
    async provoke(c) {
      await c.page.getByTestId('email-submit').click();
      await expect(c.page.getByTestId('email-error')).toHaveText('Unable to load email login dependency', { timeout: 30_000 });
      await expect(alertOf(c.page, 'EMBEDDED_WALLET_NETWORK_ERROR')).toContainText('Network Error - Could not load embedded wallet');
    },
    async held(c) {
      await expect(c.page.getByTestId('email-input')).toHaveValue(c.memo.email as string);
      await expectConnectUsable(c.page);
    },
    async recover(c) {
      await c.page.getByTestId('email-submit').click();
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'EmailVerifyOtp', { timeout: 30_000 });
    },
  },
  {
    id: 'frame-request-timeout',
    area: 'Frame',
    fault: 'the frame backend holds the one-time-code check past the 30 s request timeout',
    expects: "'Embedded Wallet Request Timed Out' on the code view + the alert; the code can be sent again",
    timeoutMs: 30_000,
    async arrange(c) {
      await openEmail(c);
      c.memo.since = Date.now() - 1000;
      await c.page.getByTestId('email-submit').click();
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'EmailVerifyOtp');
      c.memo.code = await mailboxClient(c.devnet.api).code(c.memo.email as string, { since: c.memo.since as number });
    },
    async provoke(c) {
      await inject(c.devnet, { target: 'frame', path: '/__frame/rpc', delayMs: 45_000 });
      await c.page.getByTestId('otp-input').fill(c.memo.code as string);
      await c.page.getByTestId('otp-submit').click();
      await expect(c.page.getByTestId('otp-error')).toHaveText('Embedded Wallet Request Timed Out', { timeout: 40_000 });
      await expect(alertOf(c.page, 'EMBEDDED_WALLET_TIMEOUT')).toContainText('Embedded Wallet Request Timed Out');
    },
    async held(c) {
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'EmailVerifyOtp');
      await expect(readout(c.page).status).toHaveText('disconnected');
    },
    async recover(c) {
      await c.page.getByTestId('otp-input').fill(c.memo.code as string);
      await c.page.getByTestId('otp-submit').click();
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Account');
      await expect(readout(c.page).status).toHaveText('connected');
    },
  },
]);

