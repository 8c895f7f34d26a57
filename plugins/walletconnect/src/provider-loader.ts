/**
 * Loads and starts the WalletConnect SDK. The import is dynamic so the SDK (the bulk of this
 * plugin's bytes) is its own lazy chunk, fetched only when a WalletConnect connection is started
 * or restored, never by merely showing the Connect view.
 */
import type { PluginApi } from '@gangway/kernel';
import type UniversalProvider from '@walletconnect/universal-provider';
import { DEFAULT_VERIFY_URL } from './session-constants';
import { verifyAlert } from './provider-alerts';
import { createVerifyClient, type RegisterParams } from './verify';

export type WcProvider = Pick<UniversalProvider, 'connect' | 'disconnect' | 'request' | 'on' | 'off' | 'setDefaultChain' | 'session'>;
export type LoadProvider = (api: PluginApi) => Promise<WcProvider>;

function metadata(api: PluginApi) {
  const m = api.options.metadata;
  if (m) return { name: m.name, description: m.description, url: m.url, icons: m.icons };
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return { name: typeof document === 'undefined' ? 'Gangway' : document.title || 'Gangway', description: '', url: origin, icons: [] };
}

export const loadUniversalProvider: LoadProvider = async (api) => {
  const { UniversalProvider } = await import(/* webpackChunkName: "walletconnect-sdk" */ '@walletconnect/universal-provider');
  const provider = await UniversalProvider.init({
    projectId: api.options.projectId,
    relayUrl: api.options.endpoints.relay,
    metadata: metadata(api),
    // No analytics posts to WalletConnect's servers (DESIGN §7).
    telemetryEnabled: false,
    customStoragePrefix: 'gangway',
  });
  // Verify: the SDK's client only knows its built-in service URL, so its register (the dapp side,
  // called on every proposal) is this plugin's, on the configured endpoints.verify (verify.ts). The
  // verdict raises the spec's alert; resolve is the wallet side's and not used by a dapp.
  const verify = provider.client.core.verify as unknown as { register: (p: RegisterParams) => Promise<string>; resolve: (p: unknown) => Promise<undefined> };
  if (typeof window !== 'undefined' && typeof document !== 'undefined' && globalThis.crypto?.subtle) {
    const client = createVerifyClient(
      { verifyUrl: api.options.endpoints.verify ?? DEFAULT_VERIFY_URL, projectId: api.options.projectId ?? '', env: { window, document, fetch: (...a) => fetch(...a), subtle: globalThis.crypto.subtle, now: Date.now } },
      (verdict) => { const kind = verifyAlert(verdict); if (kind) api.ui.showAlert(kind, { once: true }); },
      (error) => api.hooks.error.call({ error, source: `plugin:${api.id}:verify` }),
    );
    verify.register = (p) => client.register(p);
  } else verify.register = async () => '';
  verify.resolve = async () => undefined;
  return provider;
};

/**
 * Best-effort shutdown of a provider the widget abandoned (the relay left it stuck): its socket is
 * closed so it stops reconnecting in the background. Its events are already ignored by the
 * controller; a failure here changes nothing the visitor sees.
 */
export function retireProvider(p: WcProvider): void {
  const relayer = (p as { client?: { core?: { relayer?: { transportClose?: () => Promise<void> } } } }).client?.core?.relayer;
  void Promise.resolve().then(() => relayer?.transportClose?.()).catch(() => undefined);
}
