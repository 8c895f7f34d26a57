// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { decodeFunctionData, erc20Abi } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@gangway/kernel';
import { createPluginHarness, fakeRpcNode } from '@gangway/kernel/testing';
import { OTHER_ADDRESS, TEST_ADDRESS, USDC, apiBalance, balanceFetch, createFakeWallet, type Handler, testDevnet, testSolana } from '@gangway/lib-wallet/testing';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import type { NamesService } from '@gangway/plugin-names/public';
import { sendManifest } from './manifest';
import { setupSend } from './plugin';
import { sendSliceKey } from './slice';
import { SEND_ERRORS } from './errors';

const HASH = `0x${'ab'.repeat(32)}`;
const balances = () => ({
  balances: [
    apiBalance('ETH', '2', { value: 6000 }),
    apiBalance('USDC', '1000', { address: `eip155:31337:${USDC}`, quantity: { decimals: '6', numeric: '1000' } }),
  ],
});

/** The devnet node (port 8545) whose receipt the test decides; the family service reads it there. */
function fakeReads(status: 'success' | 'reverted' = 'success') {
  const node = fakeRpcNode({
    eth_blockNumber: '0x2',
    eth_chainId: '0x7a69',
    eth_getTransactionReceipt: ([hash]) => ({
      transactionHash: hash, status: status === 'success' ? '0x1' : '0x0', blockNumber: '0x2', blockHash: `0x${'cd'.repeat(32)}`,
      transactionIndex: '0x0', from: TEST_ADDRESS, to: OTHER_ADDRESS, cumulativeGasUsed: '0x5208', gasUsed: '0x5208', effectiveGasPrice: '0x1', logs: [], logsBloom: `0x${'00'.repeat(256)}`, type: '0x2', contractAddress: null,
    }),
  }, { owns: (url) => url.port === '8545', rest: balanceFetch(balances).fetch });
  const waited = () => node.calls.filter((c) => c.method === 'eth_getTransactionReceipt').map((c) => c.params[0]);
  return { reads: node, waited };
}

async function setup(handlers: Record<string, Handler>, reads = fakeReads().reads, services: Record<string, unknown> = {}) {
  const wallet = createFakeWallet(handlers);
  const manifest = { ...sendManifest, load: async () => ({ setup: (api: Parameters<typeof setupSend>[0]) => setupSend(api) }) };
  const h = createPluginHarness(manifest, {
    fakes: { plugins: [wallet.plugin, chainEip155Manifest], services },
    fetch: reads.fetch,
    options: { networks: [testDevnet, testSolana] },
  });
  await h.kernel.connect({ connectorId: 'fake' });
  h.kernel.router.reset('Account');
  h.kernel.router.push('Send');
  await h.renderView('Send');
  await waitFor(() => expect(h.slice(sendSliceKey).tokenBalances).toHaveLength(2));
  return { h, wallet };
}
const fill = (amount: string, receiver: string) => {
  fireEvent.change(screen.getByTestId('send-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('send-receiver'), { target: { value: receiver } });
};
const submit = () => fireEvent.click(screen.getByTestId('send-submit'));

afterEach(cleanup);

describe('Send', () => {
  it('loads the token balances, chooses the native token and keeps networkBalanceInUSD', async () => {
    const { h } = await setup({});
    const s = h.slice(sendSliceKey);
    expect(s.token?.symbol).toBe('ETH');
    expect(s.networkBalanceInUSD).toBe('6000.00');
    expect(screen.getByTestId('send-balance').textContent).toBe('Balance: 2 ETH');
  });

  it('validates with the spec messages', async () => {
    const { h, wallet } = await setup({});
    submit();
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe(SEND_ERRORS.SEND_AMOUNT_RECEIVER));
    fill('1', OTHER_ADDRESS);
    fireEvent.change(screen.getByTestId('send-token'), { target: { value: '' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe(SEND_ERRORS.SEND_TOKEN));
    fireEvent.change(screen.getByTestId('send-token'), { target: { value: 'eip155:31337:native' } });
    fill('1', 'not-an-address');
    submit();
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('Invalid address'));
    fill('3', OTHER_ADDRESS);
    submit();
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('Insufficient funds'));
    expect(wallet.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
    expect(h.kernel.store.getState().router.transactionStack).toEqual([]);
  });

  it('sends native: eth_sendTransaction {from, to, value hex, data 0x}, then back to Account with the state reset', async () => {
    const { h, wallet } = await setup({ eth_sendTransaction: () => HASH });
    fill('1.5', OTHER_ADDRESS);
    submit();
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(wallet.calls.find((c) => c.method === 'eth_sendTransaction')?.params).toEqual([
      { from: TEST_ADDRESS, to: OTHER_ADDRESS, value: '0x14d1120d7b160000', data: '0x' },
    ]);
    const state = h.kernel.store.getState();
    expect(state.router.history.map((e) => e.view)).toEqual(['Account']);
    expect(state.router.transactionStack).toEqual([]);
    expect(state.toast).toMatchObject({ variant: 'success', message: 'Transaction sent' });
    expect(h.slice(sendSliceKey)).toEqual({ loading: false, tokenBalances: [] });
  });

  it('watches the receipt: a reverted transfer is reported as failed', async () => {
    const { reads, waited } = fakeReads('reverted');
    const { h } = await setup({ eth_sendTransaction: () => HASH }, reads);
    fill('1', OTHER_ADDRESS);
    submit();
    await waitFor(() => expect(waited()).toContain(HASH), { timeout: 3000 });
    await waitFor(() => expect(h.kernel.store.getState().toast).toMatchObject({ variant: 'error', message: 'Transaction failed' }), { timeout: 2000 });
  });

  it('opened on its own (no Account behind it), success replaces Send with Account', async () => {
    const { h } = await setup({ eth_sendTransaction: () => HASH });
    h.kernel.router.reset('Send');
    fill('1', OTHER_ADDRESS);
    submit();
    await waitFor(() => expect(h.kernel.store.getState().router.history.map((e) => e.view)).toEqual(['Account']));
  });

  it('sends ERC-20: transfer(to, amount) to the token contract', async () => {
    const { h, wallet } = await setup({ eth_sendTransaction: () => HASH });
    fireEvent.change(screen.getByTestId('send-token'), { target: { value: `eip155:31337:${USDC}` } });
    fill('12.5', OTHER_ADDRESS);
    // The form shows what the wallet will be asked, decoded: the transfer in units, the data whole.
    const details = screen.getByTestId('request-details');
    expect(details.querySelector('[data-key="action"]')!.textContent).toBe('Token transfer');
    expect(details.querySelector('[data-key="recipient"]')!.textContent).toBe(OTHER_ADDRESS);
    expect(details.querySelector('[data-key="amount"]')!.textContent).toBe('12.5 USDC');
    expect(details.querySelector('[data-key="data"] summary')!.textContent).toBe('68 bytes');
    // The bytes and the raw request are one click away, whole.
    expect(details.querySelector('[data-key="data"] code')).toBeNull();
    for (const d of details.querySelectorAll('details')) { d.open = true; fireEvent(d, new Event('toggle')); }
    await waitFor(() => expect(details.querySelector('[data-testid="request-raw"] pre')).not.toBeNull());
    const data = details.querySelector('[data-key="data"] code')!.textContent!;
    expect(decodeFunctionData({ abi: erc20Abi, data: data as `0x${string}` }).args).toEqual([OTHER_ADDRESS, 12_500_000n]);
    expect(details.querySelector('[data-testid="request-raw"] pre')!.textContent).toContain(data);
    submit();
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    const [tx] = wallet.calls.find((c) => c.method === 'eth_sendTransaction')!.params as { to: string; data: `0x${string}`; value?: string }[];
    expect(tx.to).toBe(USDC);
    expect(tx.value).toBeUndefined();
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data }).args).toEqual([OTHER_ADDRESS, 12_500_000n]);
  });

  it("ERC-20 is the service's contract write: an account gone before the write is 'CaipNetwork or CaipAddress is undefined'", async () => {
    // The receiver is a profile name whose resolution the test holds; meanwhile the wallet disconnects.
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const names: NamesService = { resolveAddress: async () => held.then(() => OTHER_ADDRESS) };
    const { h, wallet } = await setup({ eth_sendTransaction: () => HASH }, undefined, { names });
    fireEvent.change(screen.getByTestId('send-token'), { target: { value: `eip155:31337:${USDC}` } });
    fill('12.5', 'alice.reown.id');
    submit();
    await h.kernel.disconnect();
    release();
    await waitFor(() => expect(h.kernel.store.getState().toast).toMatchObject({ variant: 'error', message: ERRORS.CAIP_NETWORK_OR_ADDRESS_UNDEFINED }));
    expect(ERRORS.CAIP_NETWORK_OR_ADDRESS_UNDEFINED).toBe('CaipNetwork or CaipAddress is undefined');
    expect(wallet.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
    expect(h.kernel.store.getState().router.transactionStack).toEqual([]);
  });

  it('a wallet rejection (4001) toasts Signature declined and keeps the inputs', async () => {
    const { h } = await setup({ eth_sendTransaction: () => { throw Object.assign(new Error('User rejected'), { code: 4001 }); } });
    fill('1', OTHER_ADDRESS);
    submit();
    await waitFor(() => expect(h.kernel.store.getState().toast?.message).toBe(ERRORS.SIGNATURE_DECLINED));
    const s = h.slice(sendSliceKey);
    expect(s).toMatchObject({ sendTokenAmount: '1', receiverAddress: OTHER_ADDRESS, loading: false });
    expect(s.token?.symbol).toBe('ETH');
    expect(h.kernel.router.current().view).toBe('Send');
    expect(h.kernel.store.getState().router.transactionStack).toEqual([]);
    expect((screen.getByTestId('send-amount') as HTMLInputElement).value).toBe('1');
  });

  it('a malformed wallet answer (not a tx hash) is an error, inputs kept', async () => {
    const { h } = await setup({ eth_sendTransaction: () => '0x1234' });
    fill('1', OTHER_ADDRESS);
    submit();
    await waitFor(() => expect(h.kernel.store.getState().toast?.variant).toBe('error'));
    expect(h.kernel.store.getState().toast?.message).toMatch(/eth_sendTransaction/);
    expect(h.slice(sendSliceKey).sendTokenAmount).toBe('1');
    expect(h.kernel.router.current().view).toBe('Send');
  });

  it('switching to another namespace resets the send state; disconnect too', async () => {
    const { h } = await setup({});
    fill('1', OTHER_ADDRESS);
    await h.kernel.switchNetwork(testSolana);
    expect(h.slice(sendSliceKey)).toEqual({ loading: false, tokenBalances: [] });

    await h.kernel.switchNetwork(testDevnet);
    fill('1', OTHER_ADDRESS);
    expect(h.slice(sendSliceKey).sendTokenAmount).toBe('1');
    await h.kernel.disconnect();
    expect(h.slice(sendSliceKey)).toEqual({ loading: false, tokenBalances: [] });
  });
});
