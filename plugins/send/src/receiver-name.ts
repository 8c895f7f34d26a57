/**
 * A profile name as the Send receiver (issue 16): `alice.reown.id` (or the legacy suffix) typed in
 * the receiver field is resolved through the names plugin's public service (`namesServiceKey`,
 * `GET /v1/profile/account/{name}`), shown as the address it points to, and the send goes to that
 * address. eip155 only (§9: names are eip155). A failure is spec §8 'Error resolving name'; a name
 * with no address on the network stops the send with its own message. The receiver's name and avatar
 * (Send state receiverProfileName, receiverProfileImageUrl) come from receiver-identity.ts.
 */
import type { PluginApi } from '@gangway/kernel';
import { NAME_NAMESPACES, isProfileNameInput, namesServiceKey } from '@gangway/plugin-names/public';
import { createReceiverIdentity } from './receiver-identity';
import { sendSliceKey, type SendState } from './slice';

/**
 * Spec §8's text for any failure to resolve (the profile API down or answering garbage, or no names
 * service because the names feature is off); the names plugin throws the same words.
 */
export const NAME_RESOLVE_ERROR = 'Error resolving name';

type Resolution = NonNullable<SendState['receiverResolution']>;

export function createReceiverNames(api: PluginApi) {
  const update = (recipe: (s: SendState) => void) => api.slice.updateSlice(sendSliceKey, recipe);
  /** One request per input at a time: typing the same name twice does not ask twice. */
  const inflight = new Map<string, Promise<Resolution>>();
  /** Name and avatar of the receiver's address (receiver-identity.ts). */
  const identity = createReceiverIdentity(api, NAME_NAMESPACES);

  /** Whether the receiver input is a profile name to resolve (on a namespace the names plugin serves). */
  const isName = (input: string | undefined) => !!input && isProfileNameInput(input) && NAME_NAMESPACES.includes(api.state.getState().activeChain ?? '');

  async function ask(input: string): Promise<Resolution> {
    const network = api.state.getState().activeCaipNetwork;
    try {
      if (!network) throw new Error('no active network');
      const service = await api.services.require(namesServiceKey);
      const address = await service.resolveAddress(input.trim(), network.id);
      return address ? { input, status: 'resolved', address } : { input, status: 'not-found' };
    } catch (error) {
      api.hooks.error.call({ error, source: 'send:resolve-name' });
      return { input, status: 'error', error: NAME_RESOLVE_ERROR };
    }
  }

  /** Resolves `input` (when it is a name) and records the answer, unless the receiver changed meanwhile. */
  async function resolve(input: string): Promise<Resolution | undefined> {
    if (!isName(input)) {
      if (api.slice.getSlice(sendSliceKey).receiverResolution) update((s) => { s.receiverResolution = undefined; s.receiverProfileName = undefined; s.receiverProfileImageUrl = undefined; });
      // A typed address may have a name and avatar too.
      await identity.show(input);
      return undefined;
    }
    const have = api.slice.getSlice(sendSliceKey).receiverResolution;
    if (have?.input === input && have.status !== 'resolving' && have.status !== 'error') return have;
    let p = inflight.get(input);
    if (!p) {
      p = ask(input).finally(() => inflight.delete(input));
      inflight.set(input, p);
      update((s) => { s.receiverResolution = { input, status: 'resolving' }; });
    }
    const r = await p;
    update((s) => {
      if (s.receiverAddress !== input) return; // typed on: this answer is stale
      s.receiverResolution = r;
      s.receiverProfileName = r.status === 'resolved' ? input.trim().toLowerCase() : undefined;
      s.receiverProfileImageUrl = undefined;
    });
    // The avatar of the address the name points to.
    if (r.status === 'resolved' && r.address) await identity.show(input, { address: r.address, name: input.trim().toLowerCase() });
    return r;
  }

  return { isName, resolve };
}
export type ReceiverNames = ReturnType<typeof createReceiverNames>;
