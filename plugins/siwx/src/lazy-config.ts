/**
 * A built-in implementation as the host holds it: a few bytes in the host's bundle, whose code (viem's
 * siwe utilities, the verifiers) loads on its first call — the same moment the plugin itself loads.
 */
import type { SIWXConfig, SIWXContext } from './types';

export function lazyConfig(load: () => Promise<SIWXConfig>, required: boolean): SIWXConfig {
  let ctx: SIWXContext | undefined;
  let impl: Promise<SIWXConfig> | undefined;
  const get = () => (impl ??= load().then((c) => { if (ctx) c.bind?.(ctx); return c; }));
  return {
    bind(c) { ctx = c; void impl?.then((i) => i.bind?.(c)); },
    createMessage: async (input) => (await get()).createMessage(input),
    addSession: async (s) => (await get()).addSession(s),
    getSessions: async (chainId, address) => (await get()).getSessions(chainId, address),
    setSessions: async (list) => (await get()).setSessions(list),
    revokeSession: async (chainId, address) => (await get()).revokeSession(chainId, address),
    getRequired: () => required,
  };
}
