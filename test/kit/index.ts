// Playwright fixtures for wallet end-to-end tests against the Gangway devnet. See ./README.md.
//   import { test, expect } from '@gangway/kit';
//   test('connects', async ({ page, devnet, injectedWallet }) => { ... });
import { test as base, expect, type BrowserContext } from '@playwright/test';
import type { DevnetInfo } from '@gangway/devnet';
import { createWcWallet, installBitcoinWallet, installInjectedWallet, installSolanaWallet, mailboxClient, type BitcoinWallet, type InjectedWallet, type MailboxClient, type SolanaWallet, type WcWallet } from '@gangway/devnet/wallets';
import { evmAccounts } from '@gangway/devnet/accounts';

export { expect };
export type { BitcoinWallet, DevnetInfo, InjectedWallet, MailboxClient, SolanaWallet, WcWallet };

/**
 * One fault of the devnet's fault control (test/devnet/src/api/faults.mjs), by target:
 * `api` (default) an API-emulator endpoint; `rpc` a chain's node (the /v1 proxy, /rpc/:chainId and the
 * named nodes /rpc/:chainId/:node — with `path`, only the node URLs it matches);
 * `frame` the embedded-wallet frame's origin; `relay` the WalletConnect relay ('refuse' new
 * connections until cleared, or 'drop' the open ones now).
 */
export interface FaultSpec {
  target?: 'api' | 'rpc' | 'frame' | 'relay';
  /**
   * Route pattern (`/v1/account/:address/balance`) or glob (`/v1/account/*\/balance`); needed for `api`.
   * `rpc`: one node URL's path (`/rpc/31337/primary`), so the chain's other URLs stay up.
   */
  path?: string;
  method?: string;
  /** `rpc`: the chain (31337 or 'eip155:31337'); every chain when absent. */
  chainId?: number | string;
  status?: number;
  delayMs?: number;
  /** `api`: answer this JSON body (with `status`, 200 by default) instead of the route's — a hostile service. */
  json?: unknown;
  malformed?: boolean;
  /** The answer's body arrives this many ms after its headers (half of it at once). */
  slowBodyMs?: number;
  /** `relay` only. */
  mode?: 'refuse' | 'drop';
  /** Remove the fault after this many hits. */
  times?: number;
}

export interface DevnetFixture extends DevnetInfo {
  /** Query string every blockchain-data call needs: `projectId=…&st=…&sv=…`. */
  query: string;
  /** Calls an /__admin endpoint of the API emulator and returns its JSON. */
  admin<T = any>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
  injectFault(fault: FaultSpec): Promise<{ id: number; dropped?: number }>;
  clearFaults(): Promise<void>;
  /** Events the widget posted to the analytics sink (optionally one event name). */
  analyticsEvents(event?: string): Promise<{ id: number; receivedAt: number; query: Record<string, string>; body: any }[]>;
  /** Changes a project's features / origins / analytics switch. */
  setProject(patch: { features?: Record<string, boolean | { isEnabled?: boolean; config?: unknown }>; origins?: string[] | null; analytics?: boolean }, projectId?: string): Promise<void>;
  /** Clears faults, analytics, mailbox and project changes. */
  resetAdmin(): Promise<void>;
  /** Sends ETH on a devnet chain from a funded faucet account (anvil account 6). */
  fundEvm(address: `0x${string}`, wei: bigint, chainId?: 31337 | 31338): Promise<void>;
  /** Mines an empty block on a devnet chain. */
  mine(chainId?: 31337 | 31338): Promise<void>;
}

/** Reads the devnet description the global setup put in process.env.GANGWAY_DEVNET. */
export function devnetInfo(): DevnetInfo {
  const raw = process.env.GANGWAY_DEVNET;
  if (!raw) throw new Error('GANGWAY_DEVNET is not set: call startDevnetForTests() from @gangway/kit/devnet-setup in your Playwright globalSetup');
  return JSON.parse(raw) as DevnetInfo;
}

async function rpc(url: string, method: string, params: unknown[]) {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const j = await r.json();
  if (j.error) throw new Error(`${method}: ${j.error.message}`);
  return j.result;
}

function makeDevnet(info: DevnetInfo): DevnetFixture {
  const admin = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${info.api}/__admin/${path.replace(/^\//, '')}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`devnet admin ${path}: ${json.message ?? res.status}`);
    return json;
  };
  const chainUrl = (id: number = 31337) => (id === 31338 ? info.evm2 : info.evm);
  return {
    ...info,
    query: `projectId=${info.projectId}&st=appkit&sv=html-gangway-0.1.0`,
    admin,
    injectFault: async (fault) => (await admin('faults', { body: fault })).fault,
    clearFaults: async () => void (await admin('faults', { method: 'DELETE' })),
    analyticsEvents: async (event) => (await admin(`analytics${event ? `?event=${encodeURIComponent(event)}` : ''}`)).events,
    setProject: async (patch, projectId = info.projectId) => void (await admin(`projects/${projectId}`, { body: patch })),
    resetAdmin: async () => void (await admin('reset', { body: {} })),
    fundEvm: async (address, wei, chainId = 31337) => {
      const url = chainUrl(chainId);
      await rpc(url, 'eth_sendTransaction', [{ from: evmAccounts[6].address, to: address, value: `0x${wei.toString(16)}` }]);
    },
    mine: async (chainId = 31337) => void (await rpc(chainUrl(chainId), 'evm_mine', [])),
  };
}

/**
 * Routes the WalletConnect services a browser SDK reaches for (Verify, pulse analytics, the default RPC)
 * to the devnet, so nothing waits on the internet.
 */
export async function routeWalletConnectToDevnet(context: BrowserContext, info: DevnetInfo): Promise<void> {
  // Playwright cannot continue() an https request to an http URL, so proxy it from node and fulfill.
  const proxy = (target: (u: URL) => string) => async (route: import('@playwright/test').Route) => {
    const req = route.request();
    try {
      const res = await fetch(target(new URL(req.url())), { method: req.method(), headers: { 'content-type': req.headers()['content-type'] ?? 'application/json' }, body: req.postData() ?? undefined });
      await route.fulfill({ status: res.status, headers: { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream', 'access-control-allow-origin': '*' }, body: Buffer.from(await res.arrayBuffer()) });
    } catch {
      await route.abort('connectionrefused').catch(() => {});
    }
  };
  await context.route(/^https:\/\/verify\.walletconnect\.(org|com)\//, proxy((u) => `${info.api}${u.pathname.replace(/^\/v\d+/, '/v3')}${u.search}`));
  await context.route(/^https:\/\/rpc\.walletconnect\.(org|com)\//, proxy((u) => `${info.api}/v1/${u.search}`));
  await context.route(/^https:\/\/pulse\.walletconnect\.(org|com)\//, (route) => route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } }));
}

/** Test-side controls of the embedded-wallet frame emulator (device approval, socials, Farcaster). */
export interface EmbeddedFixture {
  /** Makes new devices confirm by a mailed link before the code (the emulator's project setting). */
  requireDeviceVerification(on: boolean): Promise<void>;
  /** Waits for the device-approval mail to `email` and opens its link, as the visitor would. */
  approveDevice(email: string, opts?: { since?: number }): Promise<void>;
  /** Completes the provider's sign-in in the social popup page (the emulated OAuth consent). */
  signInSocial(popup: import('@playwright/test').Page, userName: string): Promise<void>;
  /** Approves a "Sign in with Farcaster" URL (what scanning the QR code and approving does). */
  approveFarcaster(url: string, userName: string): Promise<void>;
}

function makeEmbedded(info: DevnetInfo, mailbox: MailboxClient): EmbeddedFixture {
  return {
    requireDeviceVerification: async (on) => {
      const r = await fetch(`${info.api}/__admin/frame`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requireDeviceVerification: on }) });
      if (!r.ok) throw new Error(`devnet admin frame: ${r.status}`);
    },
    approveDevice: async (email, opts = {}) => {
      const mail = await mailbox.waitFor(email, { since: opts.since, subject: /device/i });
      const link = /https?:\/\/\S+/.exec(mail.body)?.[0];
      if (!link) throw new Error(`no approval link in the mail to ${email}`);
      const r = await fetch(link);
      if (!r.ok) throw new Error(`device approval link: ${r.status}`);
    },
    signInSocial: async (popup, userName) => {
      await popup.locator('input[name=userName]').fill(userName);
      await popup.locator('button[type=submit]').click();
    },
    approveFarcaster: async (url, userName) => {
      const u = new URL(url);
      u.searchParams.set('approve', '1');
      u.searchParams.set('userName', userName);
      const r = await fetch(u);
      if (!r.ok) throw new Error(`farcaster approval: ${r.status}`);
    },
  };
}

type Fixtures = {
  devnet: DevnetFixture;
  embedded: EmbeddedFixture;
  injectedWallet: InjectedWallet;
  /** The Solana test wallet (Wallet Standard; keys on the Node side), installed before the page loads. */
  solanaWallet: SolanaWallet;
  /** The Bitcoin test wallet (Wallet Standard, bitcoin:regtest; keys on the Node side), installed before the page loads. */
  bitcoinWallet: BitcoinWallet;
  wcWallet: WcWallet;
  mailbox: MailboxClient;
  devnetRoutes: void;
};

export const test = base.extend<Fixtures>({
  devnet: async ({}, use) => {
    await use(makeDevnet(devnetInfo()));
  },
  // Auto: every page of every test talks to the devnet instead of WalletConnect's hosted services.
  devnetRoutes: [
    async ({ context, devnet }, use) => {
      await routeWalletConnectToDevnet(context, devnet);
      await use();
    },
    { auto: true },
  ],
  injectedWallet: async ({ page, devnet }, use) => {
    await use(await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts }));
  },
  solanaWallet: async ({ page, devnet }, use) => {
    await use(await installSolanaWallet(page, { urls: devnet }));
  },
  bitcoinWallet: async ({ page, devnet }, use) => {
    await use(await installBitcoinWallet(page, { urls: devnet }));
  },
  wcWallet: async ({ devnet }, use) => {
    // Answers every family the dapp proposes among eip155, solana (its key signs; transactions go to the
    // devnet cluster) and bip122 (a regtest key: BIP-322 signMessage, signPsbt), in one session.
    const wallet = await createWcWallet({ relayUrl: devnet.relay, projectId: devnet.projectId, chains: { 31337: devnet.evm, 31338: devnet.evm2 }, solana: { rpcUrl: devnet.solana } });
    await use(wallet);
    await wallet.close();
  },
  mailbox: async ({ devnet }, use) => {
    await use(mailboxClient(devnet.api));
  },
  embedded: async ({ devnet, mailbox }, use) => {
    const e = makeEmbedded(devnet, mailbox);
    await use(e);
    await e.requireDeviceVerification(false);
  },
});
