/**
 * The frame events the widget sends on its own around an AUTH session (spec §7: get chain id, init
 * smart account, set preferred account, reload), with AppKit's payloads (packages/wallet/src
 * W3mFrameProvider.ts: getChainId, setPreferredAccount, reload; W3mFrameSchema.ts: the answers).
 * Every answer passes its schema (a malformed one is 'An error occurred', frame-messenger.ts) and is
 * checked against what was asked before anything in the state changes: a bad answer loses nothing.
 */
import { GangwayError, type Network, type PluginApi } from '@gangway/kernel';
import { EMBEDDED_ERRORS } from './errors';
import type { FrameMessenger } from './frame-messenger';
import { ChainIdSchema, EmptySchema, InitSmartAccountSchema, PreferredAccountSchema } from './frame-protocol';
import type { AccountType, AuthNamespace } from './public';

export interface SessionEventDeps {
  network(ns: AuthNamespace): Network | undefined;
  frameChainId(n: Network): number | string;
  kernelChainId(ns: AuthNamespace, chainId: number | string): number | string;
  smartAccountNetworks(): (number | string)[];
}

const frameError = () => new GangwayError('FRAME_ERROR', EMBEDDED_ERRORS.FRAME_ERROR);

export function createSessionEvents(api: PluginApi, messenger: FrameMessenger, deps: SessionEventDeps) {
  const account = (ns: AuthNamespace) => api.state.getState().chains[ns]?.account;

  /** Smart accounts exist on eip155 networks the frame listed (GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
  function smartAvailable(ns: AuthNamespace): boolean {
    const network = deps.network(ns);
    return ns === 'eip155' && !!network && deps.smartAccountNetworks().some((id) => String(id) === String(network.id));
  }

  return {
    smartAvailable,

    /**
     * GET_CHAIN_ID: the frame holds one chain for its session. When it is not the widget's network
     * for the active namespace (a restore after the frame was left elsewhere), the widget's network
     * wins and the frame is switched to it; a switch answered with another chain is the frame's error.
     * Returns whether the frame had to be switched.
     */
    async reconcileChain(ns: AuthNamespace): Promise<boolean> {
      if (api.state.getState().activeChain !== ns) return false;
      const network = deps.network(ns);
      if (!network) return false;
      const { chainId } = await messenger.request('GET_CHAIN_ID', {}, ChainIdSchema);
      const onOtherNamespace = ns === 'eip155' ? String(chainId).startsWith('solana') : !String(chainId).startsWith('solana');
      if (!onOtherNamespace && String(deps.kernelChainId(ns, chainId)) === String(network.id)) return false;
      const wanted = deps.frameChainId(network);
      const switched = await messenger.request('SWITCH_NETWORK', { chainId: wanted }, ChainIdSchema);
      if (String(deps.kernelChainId(ns, switched.chainId)) !== String(network.id)) throw frameError();
      return true;
    },

    /**
     * The account type the frame should hold: `want` where it exists (a smart account only on the
     * frame's smart-account networks; elsewhere the frame keeps the EOA). Sends nothing when the
     * account already is of that type; else INIT_SMART_ACCOUNT (smart accounts) then
     * SET_PREFERRED_ACCOUNT { type }, and the account becomes the address the frame answers.
     * Returns the type the frame took.
     */
    async applyPreferredType(ns: AuthNamespace, want: AccountType): Promise<AccountType> {
      const type: AccountType = want === 'smartAccount' && !smartAvailable(ns) ? 'eoa' : want;
      const held = account(ns);
      const heldType = held?.allAccounts.find((a) => a.address === held.address)?.type ?? 'eoa';
      if (held?.preferredAccountTypes?.[ns] === type && heldType === type) return type;
      const smart = type === 'smartAccount' ? await messenger.request('INIT_SMART_ACCOUNT', {}, InitSmartAccountSchema) : undefined;
      const r = await messenger.request('SET_PREFERRED_ACCOUNT', { type }, PreferredAccountSchema);
      // The frame must take the type asked, and a smart account must be the one it just initialised.
      if (r.type !== type || (smart && r.address !== smart.address)) throw frameError();
      const now = account(ns);
      const others = (now?.allAccounts ?? []).filter((a) => a.address !== r.address);
      api.session.setAccount(ns, {
        preferredAccountTypes: { [ns]: type },
        allAccounts: [...others, { address: r.address, type, namespace: ns }],
        ...(smart && { smartAccountDeployed: smart.isDeployed }),
      });
      if (r.address !== now?.address) api.session.adoptAccount(ns, r.address);
      return type;
    },

    /** RELOAD (AppKit W3mFrameProvider.reload): the frame drops what it was in the middle of. Best effort. */
    async reload(): Promise<void> {
      if (messenger.state() !== 'ready') return;
      await messenger.request('RELOAD', {}, EmptySchema).catch((error: unknown) => {
        api.hooks.error.call({ error, source: 'embedded-wallet:reload' });
      });
    },
  };
}
