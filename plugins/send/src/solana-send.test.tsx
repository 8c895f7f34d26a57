// @vitest-environment happy-dom
// Send on Solana: the receiver is checked with the Solana family's address rule, the transfer is the
// family's (SOL and SPL, base units), success returns to Account and resets the state; a malformed
// address never reaches the wallet.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLUGIN_API_VERSION, type PluginDefinition, type TokenBalance } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { balanceFetch, testDevnet, testSolana } from '@gangway/lib-wallet/testing';
import { chainFamilyServiceId, type ChainFamily, type FamilyTransfer } from '@gangway/lib-wallet';
import { sendManifest } from './manifest';
import { setupSend } from './plugin';
import { sendSliceKey } from './slice';

const FROM = '32M4P1DGgiFcMD2NEQFGHf58dyxG6CrMuuR488ZfXfPQ';
const TO = '9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5';
const MINT = 'GkduNMzCvQNVzoxUYpmyRfAktgJDqXL4AVSMMCX2xQmz';
const SIG = '5'.repeat(88);
const sol = (numeric: string, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name: 'Solana', symbol: 'SOL', chainId: testSolana.caipNetworkId, price: 150, iconUrl: '', quantity: { decimals: '9', numeric }, ...extra,
});

function fakeSolana() {
  const sent: FamilyTransfer[] = [];
  const confirmed: string[] = [];
  const service: Partial<ChainFamily> = {
    namespace: 'solana',
    estimateFee: async () => undefined,
    isAddress: (v) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(v),
    send: async (t) => { sent.push(t); return SIG; },
    confirm: async (s) => { confirmed.push(s); return 'success'; },
  };
  const wallet: PluginDefinition = {
    id: 'fake-solana-wallet', apiVersion: PLUGIN_API_VERSION, namespaces: ['solana'], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
    setup(api) {
      api.hooks.connect.tapPromise('fake', async () => ({ namespace: 'solana', address: FROM, chainId: testSolana.id, wallet: { name: 'Fake' } }));
    },
  };
  return { sent, confirmed, service, wallet };
}

async function setup() {
  const f = fakeSolana();
  const manifest = { ...sendManifest, load: async () => ({ setup: (api: Parameters<typeof setupSend>[0]) => setupSend(api) }) };
  const balances = { balances: [sol('2'), sol('100', { name: 'USD Coin', symbol: 'USDC', price: 1, address: `${testSolana.caipNetworkId}:${MINT}`, quantity: { decimals: '6', numeric: '100' } })] };
  // The family's balances: the balance API's answer (what the real family reads).
  f.service.balances = async () => balances.balances;
  const h = createPluginHarness(manifest, {
    fakes: { plugins: [f.wallet], services: { [chainFamilyServiceId('solana')]: f.service } },
    fetch: balanceFetch(() => balances).fetch,
    options: { networks: [testDevnet, testSolana] },
  });
  await h.kernel.connect({ connectorId: 'fake' });
  h.kernel.router.reset('Account');
  h.kernel.router.push('Send');
  await h.renderView('Send');
  await waitFor(() => expect(h.slice(sendSliceKey).tokenBalances).toHaveLength(2));
  return { h, ...f };
}
const fill = (amount: string, receiver: string) => {
  fireEvent.change(screen.getByTestId('send-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('send-receiver'), { target: { value: receiver } });
};
const submit = () => fireEvent.click(screen.getByTestId('send-submit'));

afterEach(cleanup);

describe('Send on Solana', () => {
  it('a malformed Solana address stays on Send with its inputs; nothing is sent', async () => {
    const { h, sent } = await setup();
    fill('1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    submit();
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('Invalid address'));
    expect(sent).toEqual([]);
    expect(h.slice(sendSliceKey).sendTokenAmount).toBe('1');
    expect(h.kernel.router.current().view).toBe('Send');
  });

  it('sends SOL in lamports, returns to Account, resets the state and confirms on the cluster', async () => {
    const { h, sent, confirmed } = await setup();
    fill('1.5', TO);
    submit();
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(sent).toEqual([{ token: expect.objectContaining({ symbol: 'SOL' }), from: FROM, to: TO, amount: 1_500_000_000n, network: expect.objectContaining({ caipNetworkId: testSolana.caipNetworkId }) }]);
    expect(h.kernel.store.getState().router.history.map((e) => e.view)).toEqual(['Account']);
    expect(h.slice(sendSliceKey)).toEqual({ loading: false, tokenBalances: [] });
    await waitFor(() => expect(confirmed).toEqual([SIG]));
  });

  it('sends an SPL token in its base units', async () => {
    const { h, sent } = await setup();
    fireEvent.change(screen.getByTestId('send-token'), { target: { value: `${testSolana.caipNetworkId}:${MINT}` } });
    fill('12.5', TO);
    submit();
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(sent[0]).toMatchObject({ to: TO, amount: 12_500_000n, token: { address: `${testSolana.caipNetworkId}:${MINT}` } });
  });

  it('a family that offers no send (Bitcoin, spec §9) is an unsupported chain; nothing is sent', async () => {
    const { h, sent, service } = await setup();
    delete service.send;
    fill('1', TO);
    submit();
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('Unsupported chain'));
    expect(sent).toEqual([]);
    expect(h.kernel.router.current().view).toBe('Send');
  });

  it('more than the balance is refused before the wallet is asked', async () => {
    const { sent } = await setup();
    fill('3', TO);
    submit();
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('Insufficient funds'));
    expect(sent).toEqual([]);
  });
});
