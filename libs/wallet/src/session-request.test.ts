import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '@gangway/kernel';
import { sessionRequest } from './session-request';

/** An api whose bip122 account has `status` and whose request hook answers with `answer`. */
function fakeApi(status: ConnectionStatus | undefined, answer: (ctx: { namespace: string; method: string; params: unknown }) => unknown) {
  const asked: { on: string; ctx: unknown }[] = [];
  const chains = status ? { bip122: { account: { status } } } : {};
  const api = {
    state: { getState: () => ({ chains }) },
    hooks: { request: { for: (on: string) => ({ promise: async (ctx: { namespace: string; method: string; params: unknown }) => { asked.push({ on, ctx }); return answer(ctx); } }) } },
  } as unknown as Parameters<typeof sessionRequest>[0];
  return { api, asked };
}

describe('sessionRequest', () => {
  it('asks the namespace request hook and gives its answer', async () => {
    const { api, asked } = fakeApi('connected', ({ method }) => ({ answered: method }));
    await expect(sessionRequest(api, 'bip122')('signPsbt', { psbt: 'x' })).resolves.toEqual({ answered: 'signPsbt' });
    expect(asked).toEqual([{ on: 'bip122', ctx: { namespace: 'bip122', method: 'signPsbt', params: { psbt: 'x' } } }]);
  });

  it('NO_ACTIVE_ADDRESS, asking nothing, unless the namespace account is connected', async () => {
    for (const status of [undefined, 'disconnected', 'connecting'] as const) {
      const { api, asked } = fakeApi(status, () => 'never');
      await expect(sessionRequest(api, 'bip122')('getAccountAddresses'), String(status)).rejects.toMatchObject({ code: 'NO_ACTIVE_ADDRESS' });
      expect(asked).toEqual([]);
    }
  });

  it('ADAPTER_NOT_FOUND when no connector answers', async () => {
    const { api } = fakeApi('connected', () => undefined);
    await expect(sessionRequest(api, 'bip122')('getAccountAddresses')).rejects.toMatchObject({ code: 'ADAPTER_NOT_FOUND' });
  });

  it('passes a connector failure on', async () => {
    const { api } = fakeApi('connected', () => { throw new Error('User rejected'); });
    await expect(sessionRequest(api, 'bip122')('signMessage')).rejects.toThrow('User rejected');
  });
});
