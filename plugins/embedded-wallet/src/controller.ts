/**
 * The embedded wallet behind the AUTH connector: the service the login plugins use, the
 * connect / restore / request / switch / disconnect taps for eip155 and solana (spec §6: the auth
 * connector supports only these), the heartbeat, and the close rule of spec §2.
 */
import { GangwayError, type ChainNamespace, type ConnectResult, type Network, type PluginApi } from '@gangway/kernel';
import { EMBEDDED_ERRORS } from './errors';
import type { FrameMessenger } from './frame-messenger';
import {
  AuthUserSchema, EmailActionSchema, EmailAddressSchema, EmptySchema, FarcasterResultSchema, FRAME_HEARTBEAT_MS, IsConnectedSchema, NewEmailSchema,
  SIGN_OUT_WAIT_MS, SmartAccountNetworksSchema, SocialResultSchema, UpdateEmailSchema, UriSchema, UrlSchema,
} from './frame-protocol';
import { createSessionEvents } from './session-events';
import { APPROVE_VIEW, createGate, userRejected, type Gate } from './gate';
import { AUTH_CONNECTOR_ID, AUTH_NAMESPACES, type AccountType, type AuthNamespace, type AuthUser, type EmbeddedWalletService, type LoginInfo } from './public';
import { embeddedWalletSliceKey } from './slice';
import { embeddedStorage } from './stored';

/** The Farcaster plugin's view (its manifest names it; a plugin never imports another's internals). */
const FARCASTER_VIEW = 'ConnectingFarcaster';

const isAuthNs = (ns: unknown): ns is AuthNamespace => (AUTH_NAMESPACES as readonly unknown[]).includes(ns);

/** The chain id the frame expects: a number on eip155, the CAIP-2 id on solana. */
const frameChainId = (n: Network) => (n.chainNamespace === 'solana' ? n.caipNetworkId : Number(n.id));
/** The frame's chain id back in the kernel's form (the network id). */
const kernelChainId = (ns: AuthNamespace, chainId: number | string) => (ns === 'solana' ? String(chainId).split(':').pop()! : Number(String(chainId).split(':').pop()));

/**
 * The frame's answers to a declined or dropped approval, in the forms every caller reads: the visitor's
 * Reject in the frame is an EIP-1193 user rejection (4001), an approval the frame dropped (RPC_ABORT) an abort.
 */
export function frameOutcome(error: unknown): unknown {
  if (!(error instanceof GangwayError) || error.code !== 'FRAME_ERROR') return error;
  if (error.message === userRejected().message) return userRejected();
  if (error.message === EMBEDDED_ERRORS.REQUEST_ABORTED) return new GangwayError('REQUEST_ABORTED', EMBEDDED_ERRORS.REQUEST_ABORTED);
  return error;
}

export interface Timers { setInterval(fn: () => void, ms: number): unknown; clearInterval(h: unknown): void; setTimeout(fn: () => void, ms: number): unknown }

export interface EmbeddedWallet {
  service: EmbeddedWalletService;
  gate: Gate;
  /** Switches the preferred account type (spec §4) and stores it; the frame answers with the account's address. */
  setPreferredType(ns: AuthNamespace, type: AccountType): Promise<void>;
  stop(): void;
}

export function createEmbeddedWallet(api: PluginApi, messenger: FrameMessenger, timers: Timers = globalThis as unknown as Timers): EmbeddedWallet {
  const { hooks } = api;
  const stored = embeddedStorage(api);
  // After Gangway declined (Back, or the modal closed), the frame drops the approvals it shows (AppKit: APP_RPC_ABORT).
  const abortInFrame = () => {
    if (messenger.state() === 'ready') void messenger.request('RPC_ABORT', {}, EmptySchema).catch(() => undefined);
  };
  const gate = createGate(api, timers, { abortInFrame });
  const ours = (ns: ChainNamespace) => api.state.getState().chains[ns]?.account.connectorId === AUTH_CONNECTOR_ID;
  const ourNamespaces = () => AUTH_NAMESPACES.filter((ns) => ours(ns) && api.state.getState().chains[ns]?.account.status === 'connected');

  api.wallet.setConnectors([{ id: AUTH_CONNECTOR_ID, name: 'Email and social login', type: 'AUTH', chain: 'eip155' }]);

  const networkFor = (ns: AuthNamespace): Network | undefined =>
    api.state.getState().chains[ns]?.network.caipNetwork ?? (api.options.networks as Network[]).find((n) => n.chainNamespace === ns);
  const loginNamespace = (asked?: ChainNamespace): AuthNamespace => {
    const ns = asked ?? api.state.getState().activeChain;
    return isAuthNs(ns) ? ns : 'eip155';
  };

  async function getUser(ns: AuthNamespace): Promise<AuthUser> {
    const network = networkFor(ns);
    if (!network) throw new GangwayError('NETWORK_NOT_FOUND');
    const user = await messenger.request('GET_USER', { chainId: frameChainId(network), preferredAccountType: stored.preferredType(ns) }, AuthUserSchema);
    return {
      email: user.email ?? null, address: user.address, chainId: user.chainId, accounts: user.accounts ?? [{ address: user.address, type: 'eoa' }],
      userName: user.userName ?? null, preferredAccountType: user.preferredAccountType ?? stored.preferredType(ns), smartAccountDeployed: user.smartAccountDeployed ?? false,
    };
  }

  /** Smart-account networks (spec §3 network state); the devnet has none. Failure leaves the list empty. */
  async function loadSmartAccountNetworks() {
    try {
      const r = await messenger.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}, SmartAccountNetworksSchema);
      api.slice.updateSlice(embeddedWalletSliceKey, (s) => { s.smartAccountEnabledNetworks = r.smartAccountEnabledNetworks; });
    } catch (error) {
      hooks.error.call({ error, source: 'embedded-wallet:smart-account-networks' });
    }
  }

  const session = createSessionEvents(api, messenger, {
    network: networkFor,
    frameChainId,
    kernelChainId,
    smartAccountNetworks: () => api.slice.getSlice(embeddedWalletSliceKey).smartAccountEnabledNetworks,
  });

  /**
   * After a login or a restore: the smart-account networks, the frame's chain reconciled with the
   * widget's network (GET_CHAIN_ID), then the preferred account type (the visitor's stored choice or
   * the host's defaultAccountTypes) through INIT_SMART_ACCOUNT / SET_PREFERRED_ACCOUNT. Each step's
   * failure is reported and leaves the session as it is.
   */
  async function settle(ns: AuthNamespace) {
    await loadSmartAccountNetworks();
    if (!ours(ns)) return;
    try {
      await session.reconcileChain(ns);
    } catch (error) {
      hooks.error.call({ error, source: 'embedded-wallet:chain-id' });
    }
    if (!ours(ns)) return;
    try {
      await session.applyPreferredType(ns, stored.preferredType(ns));
    } catch (error) {
      hooks.error.call({ error, source: 'embedded-wallet:account-type' });
    }
  }

  const walletInfo = (info: LoginInfo | undefined) => ({
    name: info?.method === 'social' && info.provider ? info.provider : info?.method === 'farcaster' ? 'Farcaster' : 'Email',
    social: info?.method === 'email' ? undefined : (info?.provider ?? (info?.method === 'farcaster' ? 'farcaster' : undefined)),
    type: 'AUTH',
  });

  function resultOf(ns: AuthNamespace, user: AuthUser, info: LoginInfo | undefined): ConnectResult {
    return { namespace: ns, address: user.address, chainId: kernelChainId(ns, user.chainId), wallet: walletInfo(info) };
  }

  /** The account fields of spec §3 an AUTH session adds, after the kernel stored the connection. */
  function applyUser(ns: AuthNamespace, user: AuthUser, info?: LoginInfo) {
    const provider = info?.provider ?? stored.socialProvider.get() ?? undefined;
    api.session.setAccount(ns, {
      user: { email: user.email, username: user.userName ?? undefined },
      preferredAccountTypes: { [ns]: user.preferredAccountType },
      socialProvider: provider,
      smartAccountDeployed: user.smartAccountDeployed,
      allAccounts: user.accounts.map((a) => ({ address: a.address, type: a.type, namespace: ns })),
    });
    if (user.email) stored.loginEmail.set(user.email);
    if (info?.method !== 'email' && user.userName) stored.socialUsername.set(user.userName);
    if (info?.provider) stored.socialProvider.set(info.provider);
  }

  // ---- heartbeat (spec §9 5 s): an AUTH session the frame no longer has is a Session Expired alert ----
  let beat: unknown;
  let beating = false;
  function startHeartbeat() {
    if (beat !== undefined) return;
    beat = timers.setInterval(() => {
      const namespaces = ourNamespaces();
      if (!namespaces.length) { stopHeartbeat(); return; }
      if (beating || messenger.state() !== 'ready') return;
      beating = true;
      messenger.request('IS_CONNECTED', {}, IsConnectedSchema).then(({ isConnected }) => {
        if (isConnected || !ourNamespaces().length) return;
        api.ui.showAlert('SESSION_EXPIRED');
        void api.session.disconnect(namespaces[0]).catch(() => undefined);
      }, () => undefined).finally(() => { beating = false; });
    }, FRAME_HEARTBEAT_MS);
  }
  function stopHeartbeat() {
    if (beat !== undefined) timers.clearInterval(beat);
    beat = undefined;
  }

  // ---- the connector ----
  const pendingInfo = new Map<AuthNamespace, LoginInfo | undefined>();
  const userOf = new Map<AuthNamespace, AuthUser>();

  hooks.connect.tapPromise(api.id, async (ctx) => {
    if (ctx.connectorId !== AUTH_CONNECTOR_ID) return undefined;
    const ns = loginNamespace(ctx.namespace);
    const info = ctx.data as LoginInfo | undefined;
    try {
      const user = await getUser(ns);
      pendingInfo.set(ns, info);
      userOf.set(ns, user);
      return resultOf(ns, user, info);
    } catch (error) {
      // Spec §8: toast, then disconnect (the frame's session) and reset the view.
      api.ui.toast('error', EMBEDDED_ERRORS.AUTH_INIT_FAILED);
      await signOut();
      api.navigation.reset('Connect');
      throw error;
    }
  });

  hooks.connected.tap(api.id, (ctx) => {
    if (ctx.connectorId !== AUTH_CONNECTOR_ID || !isAuthNs(ctx.namespace)) return;
    const user = userOf.get(ctx.namespace);
    if (user) applyUser(ctx.namespace, user, pendingInfo.get(ctx.namespace));
    pendingInfo.delete(ctx.namespace);
    startHeartbeat();
    if (user) void settle(ctx.namespace);
  });

  for (const ns of AUTH_NAMESPACES) {
    // Spec §4: a failed or not-connected embedded sync ends disconnected (the kernel then removes the stored namespace).
    hooks.syncConnection.for(ns).tapPromise(api.id, async (ctx) => {
      if (ctx.connectorId !== AUTH_CONNECTOR_ID) return undefined;
      try {
        const { isConnected } = await messenger.request('IS_CONNECTED', {}, IsConnectedSchema);
        if (!isConnected) { stored.clearLogin(); return undefined; }
        const user = await getUser(ns);
        userOf.set(ns, user);
        queueMicrotask(() => { applyUser(ns, user); startHeartbeat(); void settle(ns); });
        return resultOf(ns, user, undefined);
      } catch (error) {
        hooks.error.call({ error, source: `embedded-wallet:sync:${ns}` });
        stored.clearLogin();
        // The frame could not tell its session (an error, a malformed answer): reload it, as AppKit
        // does for a frame left in a state it cannot use, so the next login starts clean.
        void session.reload();
        return undefined;
      }
    });

    hooks.request.for(ns).tapPromise(api.id, async ({ method, params }) => {
      if (!ours(ns)) return undefined;
      const network = networkFor(ns);
      return gate.run(ns, method, params, async () => {
        try {
          return await messenger.request('RPC_REQUEST', { method, params, chainNamespace: ns, ...(network && { chainId: frameChainId(network) }) }, EmptySchema);
        } catch (frameError) {
          const error = frameOutcome(frameError);
          // Spec §8: a failed signature reads 'Signature declined' (smart accounts: the app may not support them).
          if (method !== 'eth_sendTransaction' && /sign/i.test(method) && !(error instanceof GangwayError && error.code === 'REQUEST_ABORTED')) {
            const smart = api.state.getState().chains[ns]?.account.preferredAccountTypes?.[ns] === 'smartAccount';
            api.ui.toast('error', smart ? EMBEDDED_ERRORS.SMART_ACCOUNT_UNSUPPORTED : EMBEDDED_ERRORS.SIGNATURE_DECLINED);
          }
          throw error;
        }
      });
    });

    hooks.switchNetwork.for(ns).tapPromise(api.id, async ({ network }) => {
      if (!ours(ns)) return undefined;
      await messenger.request('SWITCH_NETWORK', { chainId: frameChainId(network) }, EmptySchema);
      api.session.setNetwork(ns, network);
      // A smart account lives on the networks the frame enables it on: the account follows the network.
      void session.applyPreferredType(ns, stored.preferredType(ns)).catch((error) => hooks.error.call({ error, source: 'embedded-wallet:account-type' }));
      return true;
    });

    hooks.getProvider.for(ns).tapPromise(api.id, async () => {
      if (!ours(ns)) return undefined;
      // An EIP-1193-style provider whose every call passes the gate.
      return { request: ({ method, params }: { method: string; params?: unknown }) => api.wallet.request(ns, method, params) };
    });

    hooks.disconnect.for(ns).tapPromise(api.id, async (ctx) => {
      if (ctx.connectorId !== AUTH_CONNECTOR_ID) return;
      userOf.delete(ns);
      stored.clearLogin();
      if (!ourNamespaces().filter((n) => n !== ns).length) stopHeartbeat();
      await signOut();
    });
  }

  /** Spec §4: sign-out waits at most 3 s (a stuck frame must not trap the visitor). */
  async function signOut() {
    if (messenger.state() !== 'ready') return;
    await Promise.race([
      messenger.request('SIGN_OUT', {}, EmptySchema).catch(() => undefined),
      new Promise((r) => timers.setTimeout(() => r(undefined), SIGN_OUT_WAIT_MS)),
    ]);
  }

  // Spec §2: closing with no pending transaction rejects the pending embedded-wallet requests.
  // Leaving ApproveTransaction with Back declines the request it showed (it would wait for nobody).
  hooks.viewChanged.tap(api.id, (ctx) => {
    // AppKit RouterController.goBack: leaving the Farcaster view before a login reloads the frame,
    // which drops the Farcaster sign-in it was waiting on.
    if (ctx.from === FARCASTER_VIEW && ctx.action === 'back' && !ourNamespaces().length) void session.reload();
    if (ctx.from !== APPROVE_VIEW || ctx.to === APPROVE_VIEW || ctx.action !== 'back') return;
    const shown = api.slice.getSlice(embeddedWalletSliceKey).approvals[0];
    if (shown) gate.reject(shown.id);
  });

  // The gate closing the modal it opened after the last approval is not a visitor's cancel.
  hooks.afterClose.tap(api.id, ({ hadPendingTransaction }) => {
    if (hadPendingTransaction || gate.closingItself()) return;
    gate.abortWaiting();
    messenger.abortAll();
    abortInFrame();
  });

  const service: EmbeddedWalletService = {
    warm: () => { void messenger.load().catch(() => undefined); },
    frameState: () => messenger.state(),
    ready: () => messenger.load(),
    connectEmail: async (email) => (await messenger.request('CONNECT_EMAIL', { email }, EmailActionSchema)).action,
    connectDevice: async () => { await messenger.request('CONNECT_DEVICE', {}, EmptySchema); },
    connectOtp: async (otp) => { await messenger.request('CONNECT_OTP', { otp }, EmptySchema); },
    socialRedirectUri: async (provider) => (await messenger.request('GET_SOCIAL_REDIRECT_URI', { provider }, UriSchema)).uri,
    connectSocial: async (uri) => {
      const r = await messenger.request('CONNECT_SOCIAL', { uri }, SocialResultSchema);
      return { userName: r.userName ?? null, email: r.email ?? null };
    },
    farcasterUri: async () => (await messenger.request('GET_FARCASTER_URI', {}, UrlSchema)).url,
    connectFarcaster: async () => ({ userName: (await messenger.request('CONNECT_FARCASTER', {}, FarcasterResultSchema)).userName ?? null }),
    async finishLogin(info, namespace) {
      await api.session.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: loginNamespace(namespace), data: info });
      api.navigation.reset('Account');
    },
    async updateEmail(email) {
      // Spec §5: the new address must be an email address (AppKit checks it before posting,
      // W3mFrameSchema.ts:79); the frame gets it trimmed, never a malformed one.
      const address = email.trim();
      if (!EmailAddressSchema.safeParse(address).success) throw new GangwayError('INVALID_INPUT');
      await messenger.request('UPDATE_EMAIL', { email: address }, UpdateEmailSchema);
    },
    // AppKit's FRAME_UPDATE_EMAIL_PRIMARY_OTP_SUCCESS carries no payload (W3mFrameSchema.ts FrameEvent).
    updateEmailPrimaryOtp: async (otp) => { await messenger.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }, EmptySchema); },
    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await messenger.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }, NewEmailSchema);
      stored.loginEmail.set(newEmail);
      for (const ns of ourNamespaces()) {
        const user = api.state.getState().chains[ns]?.account.user;
        api.session.setAccount(ns, { user: { ...user, email: newEmail } });
      }
      return newEmail;
    },
    loginEmail: () => stored.loginEmail.get() ?? undefined,
  };

  return {
    service,
    gate,
    async setPreferredType(ns, type) {
      // The visitor's choice is stored only once the frame took it.
      const taken = await session.applyPreferredType(ns, type);
      stored.setPreferredType(ns, taken);
    },
    stop() { stopHeartbeat(); messenger.destroy(); },
  };
}

