/** The sign-in plugin: the SIWXSignMessage view, the session slice and the §4 flow's hook taps. */
import { definePlugin, GangwayError, type ChainNamespace, type PluginApi, type ViewProps } from '@gangway/kernel';
import { createSiwxFlow, SIWX_VIEW } from './flow';
import { MESSAGES } from './messages';
import { resolveSiwxConfig, SiwxOptionsSchema, switchedOff, type SiwxOptions } from './resolve-config';
import { signInFamily } from './sign-in-family';
import { SignMessageView } from './SignMessageView';
import { initialSiwxState, siwxSliceKey } from './slice';

/** `options`: the host's (SiwxOptionsSchema checked them as the plugin loaded). */
export function setupSiwx(api: PluginApi, options: SiwxOptions) {
  api.i18n.addMessages(MESSAGES);
  api.slice.defineSlice(siwxSliceKey, initialSiwxState());
  const config = resolveSiwxConfig(options);
  // A legacy siweConfig with `enabled: false` turns sign-in off on purpose: no error.
  if (!config && !switchedOff(options)) api.hooks.error.call({ error: new Error('The siwx option is not a sign-in implementation'), source: 'siwx:options' });
  // Messages name this page: its host as domain, its URL (without query or hash) as uri.
  config?.bind?.({
    domain: location.host,
    origin: location.origin,
    uri: `${location.origin}${location.pathname}`,
    networks: api.options.networks,
    tokens: api.authTokens,
    http: api.http,
    family: (chainId) => signInFamily(api, chainId),
  });
  const flow = createSiwxFlow(api, config);
  api.views.registerView(SIWX_VIEW, (props: ViewProps) => <SignMessageView {...props} flow={flow} />);

  const { hooks } = api;
  hooks.beforeRestored.tapPromise(api.id, (r) => flow.prime(r));
  hooks.connected.tap(api.id, () => { void flow.check('connect'); });
  hooks.accountChanged.tap(api.id, () => { void flow.check('change'); });
  hooks.networkChanged.tap(api.id, () => { void flow.check('change'); });
  // Sign out as a namespace disconnects, for each namespace of the host's networks whose wallet hooks
  // the manifest opens to this plugin (a namespace it does not declare is refused at the tap: its
  // visitor is not signed out on disconnect, the session just stops fitting once the account goes).
  for (const ns of new Set<ChainNamespace>(api.options.networks.map((n) => n.chainNamespace))) {
    try {
      hooks.disconnect.for(ns).tapPromise(api.id, () => flow.signOut(ns));
    } catch (error) {
      if (!(error instanceof GangwayError && error.code === 'PERMISSION_DENIED')) throw error;
    }
  }
  // Activated by the first of these events: look at the account that is already there.
  void flow.check('start');
  return () => api.ui.blockClose(false);
}

export default definePlugin((api, options) => setupSiwx(api, options), { options: SiwxOptionsSchema });
