/**
 * WalletConnect Verify against the devnet's Verify emulation (endpoints.verify): the demo's domain
 * unverified, flagged as a threat, and Verify itself unavailable. A verdict is set per origin with
 * POST /__admin/verify; the attestation the page gets is signed by the emulation and checked by the
 * widget before it believes it.
 */
import { createWcWallet, type WcWallet } from '@gangway/devnet/wallets';
import { expect } from '../../kit/index';
import { defineCases, type FaultCase } from './case';
import { alertOf, DEMO, expectStillConnected, inject, readout, view, type CaseContext } from './steps';

const ORIGIN = 'http://127.0.0.1:5173';
type Verdict = 'verified' | 'unverified' | 'threat';
const setVerdict = (c: CaseContext, verdict: Verdict) => c.devnet.admin('verify', { body: { origin: ORIGIN, verdict } });
const lastIssued = async (c: CaseContext) => ((await c.devnet.admin('verify')) as { issued: { origin: string; verdict: Verdict }[] }).issued.at(-1);

async function openWalletConnect(c: CaseContext) {
  await c.page.goto(DEMO);
  await c.page.getByTestId('gangway-connect').click();
  await c.page.getByTestId('wallet-walletConnect').click();
  await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
  const copy = c.page.getByTestId('wc-copy-link');
  await expect(copy).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 });
  return (await copy.getAttribute('data-uri'))!;
}

async function pairFresh(c: CaseContext): Promise<WcWallet> {
  const wallet = await createWcWallet({ relayUrl: c.devnet.relay, projectId: c.devnet.projectId, chains: { 31337: c.devnet.evm, 31338: c.devnet.evm2 } });
  wallet.autoApprove = true;
  c.memo.cleanup = () => wallet.close();
  await wallet.pair(await openWalletConnect(c));
  await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Account');
  await expectStillConnected(c.page, wallet.address);
  return wallet;
}

function verdictCase(verdict: 'unverified' | 'threat'): FaultCase {
  const kind = verdict === 'threat' ? 'WC_DOMAIN_THREAT' : 'WC_UNVERIFIED_DOMAIN';
  const title = verdict === 'threat' ? 'Known Security Threat' : 'Unverified Domain';
  return {
    id: `verify-${verdict === 'threat' ? 'threat' : 'unverified-domain'}`,
    area: 'Verify',
    fault: verdict === 'threat' ? 'Verify flags the page\'s domain as a known threat' : 'Verify does not list the page\'s domain for the project',
    expects: `alert '${title}' as the pairing starts; the QR code still offered`,
    async prepare(c) {
      await setVerdict(c, verdict);
    },
    async arrange(c) {
      c.memo.uri = await openWalletConnect(c);
    },
    async provoke(c) {
      await expect(alertOf(c.page, kind)).toContainText(title);
      // The attestation was made for this page's real origin, with the verdict the emulation holds.
      expect(await lastIssued(c)).toMatchObject({ origin: ORIGIN, verdict });
    },
    async held(c) {
      await expect(c.page.getByTestId('wc-copy-link')).toHaveAttribute('data-uri', c.memo.uri as string);
      await expect(readout(c.page).status).toHaveText('disconnected');
    },
    clear: async (c) => void (await setVerdict(c, 'verified')),
    async recover(c) {
      await pairFresh(c);
      expect(await lastIssued(c)).toMatchObject({ origin: ORIGIN, verdict: 'verified' });
      await expect(c.page.locator('[data-gangway-alert]')).toHaveCount(0);
    },
  };
}

export const VERIFY_CASES = defineCases([
  verdictCase('unverified'),
  verdictCase('threat'),
  {
    id: 'verify-unavailable',
    area: 'Verify',
    fault: 'the Verify service answers 503 (no attestation within its 5 s)',
    expects: 'no alert: the pairing goes on without an attestation and the wallet connects',
    timeoutMs: 5_000,
    async prepare(c) {
      await inject(c.devnet, { path: '/v3/attestation', status: 503 });
    },
    async arrange() {},
    async provoke(c) {
      c.memo.wallet = await pairFresh(c);
      await expect(c.page.locator('[data-gangway-alert]')).toHaveCount(0);
    },
    held: async (c) => expectStillConnected(c.page, (c.memo.wallet as WcWallet).address),
    async recover(c) {
      await c.page.getByTestId('account-disconnect').click();
      await expect(readout(c.page).status).toHaveText('disconnected');
      await (c.memo.wallet as WcWallet).close();
      await pairFresh(c);
      expect(await lastIssued(c)).toMatchObject({ origin: ORIGIN, verdict: 'verified' });
    },
  },
]);
