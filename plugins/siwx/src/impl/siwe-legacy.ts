/**
 * The legacy `siweConfig` (EVM only, the shape of existing SIWE integrations) as a SIWXConfig: its
 * nonce, message, verify, session and sign-out calls behind the sign-in interface. The page still
 * checks that a session it reports is for the account and chain asked for.
 */
import type { SIWEConfig, SIWXConfig, SIWXSession } from '../types';
import { contextHolder } from './bound';
import { buildMessageData } from './message-data';

export function siweToSiwx(siwe: SIWEConfig, now: () => number = Date.now): SIWXConfig {
  const holder = contextHolder();
  // The legacy shape carries a bare number for the chain (EIP-155's chain id): only a chain whose
  // CAIP-2 reference is that number can be named in it, and it is read back under the same namespace.
  const numeric = (chainId: string) => {
    const ref = /^[-a-z0-9]{3,8}:(\d{1,20})$/.exec(chainId)?.[1];
    if (ref === undefined) throw new Error('siweConfig signs in on eip155 networks only');
    return Number(ref);
  };
  return {
    bind: holder.bind,
    async createMessage(input) {
      numeric(input.chainId);
      const nonce = await siwe.getNonce(input.accountAddress);
      const params = (await siwe.getMessageParams?.()) ?? {};
      const data = buildMessageData(input, holder.get(), {
        statement: params.statement, resources: params.resources, expiresInSeconds: params.expiry,
      }, nonce, now());
      if (params.requestId) data.requestId = params.requestId;
      if (params.notBefore) data.notBefore = params.notBefore;
      const { chainId, accountAddress, ...rest } = data;
      return { data, text: siwe.createMessage({ ...rest, address: accountAddress, chainId: numeric(chainId) }) };
    },
    async addSession(session) {
      if (!(await siwe.verifyMessage({ message: session.message, signature: session.signature }))) throw new Error('The sign-in signature did not verify');
    },
    async getSessions(chainId, address): Promise<SIWXSession[]> {
      const s = await siwe.getSession();
      if (!s || s.address.toLowerCase() !== address.toLowerCase() || `${chainId.split(':')[0]}:${s.chainId}` !== chainId) return [];
      // The legacy shape keeps no message: the session is the backend's word for this account.
      return [{ data: { chainId, accountAddress: address, nonce: '', domain: holder.get().domain, uri: holder.get().uri, version: '1' }, message: '', signature: '' }];
    },
    async setSessions(sessions) {
      if (!sessions.length) await siwe.signOut();
    },
    async revokeSession() {
      await siwe.signOut();
    },
    getRequired: () => !!siwe.required,
  };
}
