/**
 * The sign-in flow of spec §4: on connect, or when the account or network changes, the active
 * account's stored session is looked up; without one the SIWXSignMessage view opens. Signing adds
 * the session and closes the modal; cancel disconnects when sign-in is required, else closes. While
 * sign-in is required and no session exists the modal cannot be closed (spec §2). Disconnect signs
 * out, waiting at most 3 s.
 */
import { errorMessage, GangwayError, type ChainNamespace, type PluginApi } from '@gangway/kernel';
import { isUserRejection } from '@gangway/lib-eip155';
import { SIWX_ERRORS } from './errors';
import { SESSION_CHANGED } from './events';
import { sessionFits } from './session-fits';
import { signInFamily } from './sign-in-family';
import { siwxSliceKey } from './slice';
import type { SIWXConfig, SIWXSession, SignInFamily } from './types';

export const SIWX_VIEW = 'SIWXSignMessage';
/** Spec §9: sign-out waits at most 3 s. */
export const SIGN_OUT_WAIT_MS = 3_000;

interface Active { ns?: ChainNamespace; address?: string; chainId?: string; connectorId?: string; smart: boolean }

export function createSiwxFlow(api: PluginApi, config: SIWXConfig | undefined) {
  /** The account+chain the flow last looked at; a new one starts over. */
  let target: string | undefined;
  /** Bumped by every new look-up, so a slow answer for an old account is dropped. */
  let epoch = 0;
  /** A restored session's look-up, done while the kernel held it 'connecting' (prime): the check takes it. */
  let primed: { key: string; sessions: SIWXSession[]; family?: SignInFamily } | undefined;
  /** The chain's sign-in family (its chain plugin's), or undefined when none serves it. */
  const familyOf = (chainId: string) => signInFamily(api, chainId).catch(() => undefined);

  const required = () => !!config?.getRequired?.();
  function active(): Active {
    const s = api.state.getState();
    const ns = s.activeChain;
    const acc = ns ? s.chains[ns]?.account : undefined;
    const address = acc?.status === 'connected' ? acc.address : undefined;
    const smart = !!address && acc?.allAccounts.some((a) => a.address.toLowerCase() === address.toLowerCase() && a.type === 'smartAccount') === true;
    return { ns, address, chainId: s.activeCaipNetwork?.caipNetworkId, connectorId: acc?.connectorId, smart };
  }
  const keyOf = (a: Active) => (a.address && a.chainId ? `${a.chainId}|${a.address.toLowerCase()}` : undefined);

  function setSession(session: SIWXSession | undefined, status: 'idle' | 'checking' | 'needed' | 'signed-in') {
    const before = api.slice.getSlice(siwxSliceKey).session;
    api.slice.updateSlice(siwxSliceKey, (d) => { d.session = session; d.status = status; d.error = undefined; });
    api.ui.blockClose(status === 'needed' && required());
    // Hosted sessions carry no signature (the service keeps it): the account and chain tell them apart too.
    if (before?.signature !== session?.signature || before?.data.chainId !== session?.data.chainId || before?.data.accountAddress !== session?.data.accountAddress) {
      // The host learns who is signed in, never the signature itself (events may reach analytics).
      api.events.emit(SESSION_CHANGED, { signedIn: !!session, chainId: session?.data.chainId, address: session?.data.accountAddress, expirationTime: session?.data.expirationTime });
    }
  }
  const onView = () => api.state.getState().modal.open && api.navigation.current().view === SIWX_VIEW;

  /** Looks for the active account's session; opens SIWXSignMessage without one. */
  async function check(trigger: 'connect' | 'change' | 'start'): Promise<void> {
    const a = active();
    const key = keyOf(a);
    if (!config || !key || !a.address || !a.chainId) {
      target = undefined;
      epoch++;
      setSession(undefined, 'idle');
      // Disconnected while asked to sign in: nothing is left to sign for. (Not at activation: a view
      // opened directly without a wallet shows its own state rather than bouncing.)
      if (trigger !== 'start' && a.address === undefined && onView()) api.navigation.reset('Connect');
      return;
    }
    if (key === target) {
      // Already looked at (the plugin's activation got there first): a connect still shows the view.
      if (trigger === 'connect' && api.state.getState().modal.open && api.slice.getSlice(siwxSliceKey).status !== 'signed-in') api.navigation.reset(SIWX_VIEW);
      return;
    }
    target = key;
    const mine = ++epoch;
    // On connect the visitor is in the modal: go straight to the sign-in view (it shows the check).
    if (trigger === 'connect' && api.state.getState().modal.open) api.navigation.reset(SIWX_VIEW);
    setSession(undefined, 'checking');
    // A restore: the look-up was done while the kernel held the account 'connecting' (prime).
    const prepared = primed?.key === key ? primed : undefined;
    const ready = prepared?.sessions;
    primed = undefined;
    // Required sign-in: the account is usable only with a session, and the look-up may take a round
    // trip (a hosted session's `me`). Unless it was done already, the sign-in view opens now (in the
    // same tick as the account, showing the check), its close blocked, and closes again if a session
    // turns up: the page is never connected without a session and without the prompt.
    let openedForCheck = false;
    if (required() && !ready) {
      api.ui.blockClose(true);
      if (!api.state.getState().modal.open) { openedForCheck = true; void api.ui.open({ view: SIWX_VIEW }); }
      else if (!onView()) api.navigation.reset(SIWX_VIEW);
    }
    let sessions: SIWXSession[] = ready ?? [];
    let family = prepared?.family;
    if (!ready) {
      try {
        sessions = await config.getSessions(a.chainId, a.address);
      } catch (error) {
        api.hooks.error.call({ error, source: 'siwx:getSessions' });
      }
      family = await familyOf(a.chainId);
    }
    if (mine !== epoch) return;
    const found = sessions.find((s) => sessionFits(s, a.chainId!, a.address!, family));
    if (found) {
      setSession(found, 'signed-in');
      if (openedForCheck && onView()) api.ui.close();
      else if (onView()) api.navigation.reset('Account');
      return;
    }
    setSession(undefined, 'needed');
    if (!api.state.getState().modal.open) await api.ui.open({ view: SIWX_VIEW });
    else if (!onView()) api.navigation.reset(SIWX_VIEW);
  }

  /** Spec §5 preconditions, in the spec's order. */
  function preconditions(): Required<Pick<Active, 'ns' | 'address' | 'chainId'>> & Active {
    if (!config) throw new GangwayError('SIWX_DISABLED', SIWX_ERRORS.SIWX_DISABLED);
    const a = active();
    if (!a.ns || !a.address) throw new GangwayError('NO_ACTIVE_ADDRESS', SIWX_ERRORS.NO_ACTIVE_ADDRESS);
    if (!a.chainId) throw new GangwayError('NO_ACTIVE_NETWORK', SIWX_ERRORS.NO_ACTIVE_NETWORK);
    if (!a.connectorId) throw new GangwayError('NO_CONNECTION_CLIENT', SIWX_ERRORS.NO_CONNECTION_CLIENT);
    return a as never;
  }

  /** The visitor pressed Sign: message, wallet signature, session. Resolves true once signed in. */
  async function signIn(): Promise<boolean> {
    let a: ReturnType<typeof preconditions>;
    try {
      a = preconditions();
    } catch (error) {
      api.slice.updateSlice(siwxSliceKey, (d) => { d.error = errorMessage(error); });
      return false;
    }
    const mine = epoch;
    api.slice.updateSlice(siwxSliceKey, (d) => { d.status = 'signing'; d.error = undefined; });
    // Spec §8 'Signature declined' is for a failed signature, whatever the wallet's code (4001, 5000,
    // -32603, …); failures around it (message, session store) keep their own words.
    let signing = false;
    try {
      const family = await signInFamily(api, a.chainId);
      const message = await config!.createMessage({ chainId: a.chainId, accountAddress: a.address });
      signing = true;
      const signature = await family.sign(message.text, a.address);
      signing = false;
      const session: SIWXSession = { data: message.data, message: message.text, signature };
      await config!.addSession(session);
      if (mine !== epoch) return false;
      setSession(session, 'signed-in');
      api.ui.toast('success', api.i18n.t('siwx.signedIn'));
      api.ui.close();
      return true;
    } catch (error) {
      const text = signing || isUserRejection(error)
        ? (a.smart ? SIWX_ERRORS.SMART_ACCOUNT_UNSUPPORTED : SIWX_ERRORS.SIGNATURE_DECLINED)
        : errorMessage(error, api.i18n.t('siwx.failed'));
      api.hooks.error.call({ error, source: 'siwx:signIn' });
      if (mine === epoch) api.slice.updateSlice(siwxSliceKey, (d) => { d.status = 'needed'; d.error = text; });
      api.ui.toast('error', text);
      return false;
    }
  }

  /** The visitor declined to sign in: disconnect when it is required, else just close. */
  async function cancel(): Promise<void> {
    if (required()) {
      const ns = active().ns;
      api.ui.blockClose(false);
      try { await api.session.disconnect(ns); } catch (error) { api.hooks.error.call({ error, source: 'siwx:cancel' }); }
    }
    api.ui.close();
  }

  /** Disconnect: sign the namespace's account out, waiting at most 3 s (spec §4). */
  async function signOut(ns: ChainNamespace): Promise<void> {
    const s = api.state.getState();
    const acc = s.chains[ns]?.account;
    const chainId = s.chains[ns]?.network.caipNetwork?.caipNetworkId;
    if (!config || !acc?.address || !chainId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => { timer = setTimeout(resolve, SIGN_OUT_WAIT_MS); });
    const done = config.revokeSession(chainId, acc.address).catch((error: unknown) => { api.hooks.error.call({ error, source: 'siwx:signOut' }); });
    await Promise.race([done, waited]);
    clearTimeout(timer);
  }

  /**
   * A stored session synced and the kernel holds it 'connecting' until this resolves (beforeRestored):
   * under required sign-in its session is looked up now, so a signed-in visitor's reload shows the
   * account straight away (no prompt flashing) and one without a session gets the prompt with it.
   */
  async function prime(r: { address: string; chainId: string }): Promise<void> {
    if (!config || !required()) return;
    const key = `${r.chainId}|${r.address.toLowerCase()}`;
    try {
      const [sessions, family] = await Promise.all([config.getSessions(r.chainId, r.address), familyOf(r.chainId)]);
      primed = { key, sessions, family };
    } catch (error) {
      // The check asks again (and reports it) once the account shows.
      primed = undefined;
      api.hooks.error.call({ error, source: 'siwx:getSessions' });
    }
  }

  return { check, prime, signIn, cancel, signOut, required, get config() { return config; } };
}
export type SiwxFlow = ReturnType<typeof createSiwxFlow>;
