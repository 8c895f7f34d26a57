// @vitest-environment happy-dom
// The Send view's network fee line: estimated through the real eip155 service against a node double
// once token, amount and a valid receiver are filled in (debounced), hidden when the estimate fails
// (never a toast, never blocking the send), and never overwritten by a slow answer for old inputs.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { decodeFunctionData, erc20Abi, numberToHex, parseEther } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { createPluginHarness, fakeRpcNode, type RpcAnswer } from '@gangway/kernel/testing';
import { OTHER_ADDRESS, TEST_ADDRESS, USDC, apiBalance, balanceFetch, createFakeWallet, testDevnet } from '@gangway/lib-wallet/testing';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { sendManifest } from './manifest';
import { formatFee } from './network-fee';
import { setupSend } from './plugin';
import { sendSliceKey } from './slice';
import { FEE_WAIT_MS } from './use-network-fee';

const HASH = `0x${'ab'.repeat(32)}`;
const GWEI2 = '0x77359400';
const balances = () => ({
  balances: [
    apiBalance('ETH', '2', { value: 6000 }),
    apiBalance('USDC', '1000', { address: `eip155:31337:${USDC}`, quantity: { decimals: '6', numeric: '1000' } }),
  ],
});

async function setup(rpc: Record<string, RpcAnswer>) {
  const wallet = createFakeWallet({ eth_sendTransaction: () => HASH });
  // The devnet RPC (port 8545) answered by method; the balance API by its double.
  const rpcNode = fakeRpcNode(rpc, { owns: (url) => url.port === '8545', rest: balanceFetch(balances).fetch });
  const node = { ...rpcNode, estimates: () => rpcNode.calls.filter((c) => c.method === 'eth_estimateGas').map((c) => c.params[0]) };
  const manifest = { ...sendManifest, load: async () => ({ setup: (api: Parameters<typeof setupSend>[0]) => setupSend(api) }) };
  const h = createPluginHarness(manifest, { fakes: [wallet.plugin, chainEip155Manifest], fetch: node.fetch, options: { networks: [testDevnet] } });
  await h.kernel.connect({ connectorId: 'fake' });
  h.kernel.router.reset('Account');
  h.kernel.router.push('Send');
  await h.renderView('Send');
  await waitFor(() => expect(h.slice(sendSliceKey).tokenBalances).toHaveLength(2));
  return { h, wallet, node };
}
const fill = (amount: string, receiver: string) => {
  fireEvent.change(screen.getByTestId('send-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('send-receiver'), { target: { value: receiver } });
};
const fee = () => screen.queryByTestId('send-fee')?.textContent;
const pause = (ms = FEE_WAIT_MS + 150) => new Promise((r) => setTimeout(r, ms));

afterEach(cleanup);

describe('formatFee', () => {
  it('writes 3 decimals, or the first two significant digits of a fee below 0.001, in the locale', () => {
    expect(formatFee(21_000n * 1_000_000_000n, 18)).toBe('0.000021');
    expect(formatFee(65_000n * 1_234_567_891n, 18)).toBe('0.00008');
    expect(formatFee(parseEther('0.0123'), 18)).toBe('0.012');
    expect(formatFee(parseEther('1.23456'), 18)).toBe('1.235');
    expect(formatFee(0n, 18)).toBe('0');
    expect(formatFee(42n, 6)).toBe('0.000042');
    expect(formatFee(21_000n * 1_000_000_000n, 18, 'es')).toBe('0,000021');
  });
});

describe('Send: network fee line', () => {
  it('shows the fee of a native and of an ERC-20 send once token, amount and receiver are valid', async () => {
    const { node } = await setup({ eth_estimateGas: ([tx]) => (tx.data && tx.data !== '0x' ? '0xfde8' : '0x5208'), eth_gasPrice: () => GWEI2 });
    fill('1.5', OTHER_ADDRESS);
    await waitFor(() => expect(fee()).toBe('Network fee ≈ 0.000042 ETH'));
    expect(node.estimates()).toEqual([expect.objectContaining({ from: TEST_ADDRESS, to: OTHER_ADDRESS, value: numberToHex(parseEther('1.5')) })]);

    fireEvent.change(screen.getByTestId('send-token'), { target: { value: `eip155:31337:${USDC}` } });
    fill('12.5', OTHER_ADDRESS);
    await waitFor(() => expect(fee()).toBe('Network fee ≈ 0.00013 ETH'));
    const erc20 = node.estimates().at(-1)!;
    expect(erc20).toMatchObject({ from: TEST_ADDRESS, to: USDC });
    expect(decodeFunctionData({ abi: erc20Abi, data: erc20.data })).toEqual({ functionName: 'transfer', args: [OTHER_ADDRESS, 12_500_000n] });
  });

  it('asks once per pause in typing, and not at all for inputs that cannot be sent', async () => {
    const { node } = await setup({ eth_estimateGas: () => '0x5208', eth_gasPrice: () => GWEI2 });
    fireEvent.change(screen.getByTestId('send-receiver'), { target: { value: OTHER_ADDRESS } });
    for (const typed of ['1', '1.', '1.2', '1.25']) fireEvent.change(screen.getByTestId('send-amount'), { target: { value: typed } });
    await waitFor(() => expect(fee()).toBe('Network fee ≈ 0.000042 ETH'));
    expect(node.estimates().map((t) => t.value)).toEqual([numberToHex(parseEther('1.25'))]);

    fill('3', OTHER_ADDRESS); // more than the balance
    expect(fee()).toBeUndefined();
    fill('1', 'not-an-address');
    await pause();
    expect(fee()).toBeUndefined();
    expect(node.estimates()).toHaveLength(1);
  });

  it('an estimate that fails hides the line: no toast, no error, and the send goes through', async () => {
    const { h, wallet, node } = await setup({ eth_estimateGas: () => { throw new Error('execution reverted'); }, eth_gasPrice: () => GWEI2 });
    fill('1', OTHER_ADDRESS);
    await waitFor(() => expect(node.estimates()).toHaveLength(1));
    await pause(50);
    expect(fee()).toBeUndefined();
    expect(h.kernel.store.getState().toast).toBeUndefined();
    expect(screen.queryByTestId('send-error')).toBeNull();
    expect((screen.getByTestId('send-submit') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(wallet.calls.filter((c) => c.method === 'eth_sendTransaction')).toHaveLength(1);
  });

  it('a slow answer for old inputs never replaces the fee of newer ones', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const oneEth = numberToHex(parseEther('1'));
    const { node } = await setup({
      // 1 ETH: answered late, with 21,000 gas; anything else at once, with 42,000.
      eth_estimateGas: async ([tx]) => (tx.value === oneEth ? held.then(() => '0x5208') : '0xa410'),
      eth_gasPrice: () => GWEI2,
    });
    fill('1', OTHER_ADDRESS);
    await waitFor(() => expect(node.estimates()).toHaveLength(1));
    fireEvent.change(screen.getByTestId('send-amount'), { target: { value: '0.5' } });
    await waitFor(() => expect(fee()).toBe('Network fee ≈ 0.000084 ETH'));
    release();
    await waitFor(() => expect(node.calls.filter((c) => c.method === 'eth_gasPrice')).toHaveLength(2));
    await pause(50);
    expect(fee()).toBe('Network fee ≈ 0.000084 ETH');
  });
});
