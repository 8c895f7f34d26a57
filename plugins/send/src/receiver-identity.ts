/**
 * Who the Send receiver is (spec §3 Send state `receiverProfileName`, `receiverProfileImageUrl`):
 * once the receiver field holds an address — typed, or the one a typed name resolved to — the
 * identity plugin's public service (`GET /v1/identity/{address}`, spec §7) names it and gives its
 * avatar. A typed name stays the shown name. eip155 only (§9: names are eip155). No identity service
 * (the plugin off) or no answer: no name, no avatar. Answers are API data: only a safe image URL
 * (receiverAvatarUrl) is ever rendered.
 */
import type { PluginApi } from '@gangway/kernel';
import { chainFamilyKey } from '@gangway/lib-wallet';
import { identityServiceKey, type Identity } from '@gangway/plugin-identity/public';
import { sendSliceKey } from './slice';

/**
 * The avatar URL to render, or undefined: an absolute https URL, or http only on an http page (an
 * http image on an https page is mixed content), or a data:image URL. Anything else (not a URL,
 * javascript:, blob:, relative) is dropped.
 */
export function receiverAvatarUrl(url: string | null | undefined, pageProtocol = typeof location === 'undefined' ? 'https:' : location.protocol): string | undefined {
  const text = url?.trim();
  if (!text) return undefined;
  let parsed: URL;
  try { parsed = new URL(text); } catch { return undefined; }
  if (parsed.protocol === 'https:') return parsed.href;
  if (parsed.protocol === 'http:') return pageProtocol === 'http:' ? parsed.href : undefined;
  return parsed.protocol === 'data:' && /^data:image\//i.test(text) ? text : undefined;
}

export function createReceiverIdentity(api: PluginApi, namespaces: readonly string[]) {
  const set = (input: string, name: string | undefined, image: string | undefined) => {
    const s = api.slice.getSlice(sendSliceKey);
    // Typed on: this answer is stale. Unchanged: no write (this runs on every keystroke).
    if (s.receiverAddress !== input || (s.receiverProfileName === name && s.receiverProfileImageUrl === image)) return;
    api.slice.updateSlice(sendSliceKey, (d) => { d.receiverProfileName = name; d.receiverProfileImageUrl = image; });
  };

  /** Whether `input` is an address of the active namespace, where names exist. */
  async function isAddress(input: string): Promise<boolean> {
    const { activeChain, activeCaipNetwork } = api.state.getState();
    if (!activeChain || !namespaces.includes(activeChain)) return false;
    const family = await api.services.require(chainFamilyKey(activeChain)).catch(() => undefined);
    return !!family?.isAddress(input, activeCaipNetwork);
  }

  async function lookup(address: string): Promise<Identity> {
    try {
      return await (await api.services.require(identityServiceKey)).lookup(address);
    } catch {
      // The identity plugin is off (its load failure the kernel reports): the receiver has no name or avatar.
      return { name: null, avatar: null };
    }
  }

  /**
   * Shows who `input` is: `address` is what a typed name resolved to (with `name` the name as
   * typed); without it, `input` itself when it is an address. Otherwise clears both.
   */
  async function show(input: string, resolved?: { address: string; name: string }): Promise<void> {
    const address = resolved?.address ?? (input.trim() && (await isAddress(input.trim())) ? input.trim() : undefined);
    if (!address) { set(input, resolved?.name, undefined); return; }
    const found = await lookup(address);
    set(input, resolved?.name ?? found.name ?? undefined, receiverAvatarUrl(found.avatar));
  }

  return { show };
}
export type ReceiverIdentity = ReturnType<typeof createReceiverIdentity>;
