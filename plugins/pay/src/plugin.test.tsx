// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { erc20Abi } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import type { GangwayEvent } from '@gangway/kernel';
import { GangwayProvider } from '@gangway/kernel/react';
import { createPluginHarness } from '@gangway/kernel/testing';
import { OTHER_ADDRESS, TEST_ADDRESS, USDC, createFakeWallet, testDevnet, testMainnet, testSolana } from '@gangway/lib-wallet/testing';
import type { ChainReads, Receipt } from '@gangway/lib-wallet';
import { payManifest } from './manifest';
import { setupPay } from './plugin';
import { pay, payServiceKey, type PayRequest } from './public';
import { usePay } from './react';
import { paySliceKey } from './slice';

const HASH = `0x${'cd'.repeat(32)}` as const;
type Tx = { from: string; to: string; value?: bigint; data: `0x${string}` };
type Write = { address: string; abi: unknown; functionName: string; args: readonly unknown[] };

function setup(opts: { send?: (tx: Tx) => Promise<`0x${string}`>; receipt?: Receipt['status']; connect?: boolean } = {}) {
  const wallet = createFakeWallet({});
  const sent: Tx[] = [];
  const writes: Write[] = [];
  const reads: ChainReads = { getNativeBalance: async () => 0n, waitForReceipt: async () => ({ status: opts.receipt ?? 'success', blockNumber: 1n }) };
  const eip155 = {
    readErc20: async (token: string) => {
      if (token !== USDC) throw new Error('execution reverted');
      return { symbol: 'USDC', decimals: 6, name: 'USD Coin' };
    },
    sendTransaction: async (tx: Tx) => { sent.push(tx); return opts.send ? opts.send(tx) : HASH; },
    // The real service encodes the call and sends it from the connected address (chain-eip155's tests).
    writeContract: async (call: Write) => { writes.push(call); return opts.send ? opts.send({ from: '', to: call.address, data: '0x' }) : HASH; },
  };
  const manifest = { ...payManifest, load: async () => ({ setup: (a: Parameters<typeof setupPay>[0]) => setupPay(a, reads) }) };
  const h = createPluginHarness(manifest, {
    features: { pay: true },
    fakes: { plugins: [wallet.plugin], services: { eip155 } },
    options: { networks: [testDevnet, testMainnet, testSolana] },
  });
  const events: GangwayEvent[] = [];
  h.gangway.subscribeEvents((e) => events.push(e));
  const payEvents = () => events.map((e) => e.type).filter((t) => t.startsWith('PAY_'));
  return { h, wallet, sent, writes, payEvents };
}

const native: PayRequest = { recipient: OTHER_ADDRESS, amount: '0.5', asset: 'native', network: 'eip155:31337' };
const token: PayRequest = { recipient: OTHER_ADDRESS, amount: '12.5', asset: USDC, network: 'eip155:31337' };

const rendered = new WeakSet<object>();
async function start(h: ReturnType<typeof setup>['h'], request: PayRequest) {
  let result: { hash?: string; error?: { code: string; message: string } } | undefined;
  const done = pay(h.gangway, request).then((hash) => { result = { hash }; }, (error) => { result = { error }; });
  await waitFor(() => expect(h.kernel.store.getState().router.history.at(-1)?.view).toBe('Pay'));
  if (!rendered.has(h)) { rendered.add(h); h.renderModal(); }
  await screen.findByTestId('pay-view');
  return { done, result: () => result };
}

afterEach(cleanup);

describe('pay (host API through gangway.service)', () => {
  it('is off by default: the host is told no plugin provides it', async () => {
    const h = createPluginHarness(payManifest);
    await expect(h.gangway.service(payServiceKey)).rejects.toThrow('No enabled plugin provides the service pay');
  });

  it('rejects malformed requests at once, naming each problem, and opens nothing', async () => {
    const { h } = setup();
    const svc = await h.gangway.service(payServiceKey);
    const bad: [unknown, RegExp][] = [
      [{ ...native, recipient: 'vitalik.eth' }, /recipient: Expected a 0x address/],
      [{ ...native, amount: '1e3' }, /amount: Expected a positive decimal amount/],
      [{ ...native, amount: '0' }, /amount: must be above 0/],
      [{ ...token, amount: '1.0000001' }, /at most 6 decimals/],
      [{ ...native, asset: 'ETH' }, /asset: Expected 'native'/],
      [{ ...native, network: 'eip155:5' }, /network: Network not found/],
      [{ ...native, network: 'solana:devnet' }, /network: Unsupported chain/],
      [{ ...token, asset: `eip155:1:${USDC}` }, /the token is on eip155:1, not eip155:31337/],
      [{ ...token, asset: '0x0000000000000000000000000000000000000bad' }, /could not be read on Gangway Devnet/],
      [null, /Invalid payment request/],
    ];
    for (const [req, message] of bad) {
      const error = await svc.pay(req as PayRequest).catch((e: { code: string; message: string }) => e);
      expect(error, JSON.stringify(req)).toMatchObject({ code: 'PAY_INVALID_REQUEST' });
      expect((error as { message: string }).message).toMatch(message);
    }
    expect(h.kernel.store.getState().modal.open).toBe(false);
    expect(h.slice(paySliceKey)).toEqual({ step: 'review' });
  });

  it('connected: reviews, pays an ERC-20 transfer, resolves with the hash once mined, closes and forgets', async () => {
    const { h, sent, writes, payEvents } = setup();
    await h.kernel.connect({ connectorId: 'fake' });
    const run = await start(h, token);
    expect(screen.getByTestId('pay-amount').textContent).toBe('12.5 USDC');
    expect(screen.getByTestId('pay-recipient').textContent).toBe(OTHER_ADDRESS);
    expect(screen.getByTestId('pay-network').textContent).toBe('Gangway Devnet');
    // The transfer the wallet will be asked for, decoded: on the token, to the recipient, in units.
    const details = screen.getByTestId('request-details');
    expect(details.querySelector('[data-key="action"]')!.textContent).toBe('Token transfer');
    expect(details.querySelector('[data-key="recipient"]')!.textContent).toBe(OTHER_ADDRESS);
    expect(details.querySelector('[data-key="amount"]')!.textContent).toBe('12.5 USDC');
    fireEvent.click(screen.getByTestId('pay-submit'));
    await run.done;
    expect(run.result()).toEqual({ hash: HASH });
    // A contract write: transfer(recipient, amount) on the token, nothing through sendTransaction.
    expect(sent).toEqual([]);
    expect(writes).toEqual([{ address: USDC, abi: erc20Abi, functionName: 'transfer', args: [OTHER_ADDRESS, 12_500_000n] }]);
    expect(h.kernel.store.getState().modal.open).toBe(false);
    expect(h.slice(paySliceKey)).toEqual({ step: 'review' });
    expect(h.kernel.store.getState().router.transactionStack).toEqual([]);
    expect(payEvents()).toEqual(['PAY_REQUESTED', 'PAY_SUBMITTED', 'PAY_SUCCESS']);
  });

  it('native coin on another network: switches first, then sends the value', async () => {
    const { h, sent, payEvents } = setup();
    await h.kernel.connect({ connectorId: 'fake' });
    const run = await start(h, { ...native, network: 'eip155:1' });
    expect(screen.getByTestId('pay-submit').textContent).toBe('Switch to Ethereum and pay');
    fireEvent.click(screen.getByTestId('pay-submit'));
    await run.done;
    expect(run.result()).toEqual({ hash: HASH });
    expect(h.kernel.store.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1');
    expect(sent[0]).toEqual({ from: TEST_ADDRESS, to: OTHER_ADDRESS, value: 500_000_000_000_000_000n, data: '0x' });
    expect(payEvents()).toEqual(['PAY_REQUESTED', 'PAY_NETWORK_SWITCHED', 'PAY_SUBMITTED', 'PAY_SUCCESS']);
  });

  it('not connected: Connect wallet, and after connecting the visitor is back on Pay', async () => {
    const { h } = setup();
    const run = await start(h, native);
    fireEvent.click(screen.getByTestId('pay-connect'));
    expect(h.kernel.router.current().view).toBe('Connect');
    await act(async () => { await h.kernel.connect({ connectorId: 'fake' }); });
    // What the connecting views do on success (ConnectingExternalView): reset to Account.
    act(() => { h.kernel.router.push('ConnectingExternal'); h.kernel.router.reset('Account'); });
    expect(h.kernel.router.current().view).toBe('Pay');
    fireEvent.click(await screen.findByTestId('pay-submit'));
    await run.done;
    expect(run.result()).toEqual({ hash: HASH });
  });

  it('a wallet rejection rejects the promise (PAY_REJECTED) and leaves no state behind', async () => {
    const { h, payEvents } = setup({ send: async () => { throw Object.assign(new Error('User rejected the request.'), { code: 4001 }); } });
    await h.kernel.connect({ connectorId: 'fake' });
    const run = await start(h, token);
    fireEvent.click(screen.getByTestId('pay-submit'));
    await run.done;
    expect(run.result()?.error).toMatchObject({ code: 'PAY_REJECTED', message: 'Payment rejected in the wallet' });
    expect(h.slice(paySliceKey)).toEqual({ step: 'review' });
    expect(h.kernel.store.getState().modal.open).toBe(false);
    expect(h.kernel.store.getState().router.transactionStack).toEqual([]);
    expect(payEvents()).toEqual(['PAY_REQUESTED', 'PAY_ERROR']);
    // A new payment can start at once.
    const again = await start(h, native);
    expect(screen.getByTestId('pay-amount').textContent).toBe('0.5 ETH');
    fireEvent.click(screen.getByTestId('pay-cancel'));
    await again.done;
    expect(again.result()?.error).toMatchObject({ code: 'PAY_CANCELLED' });
  });

  it('a reverted transaction rejects with PAY_FAILED; closing the modal cancels; one payment at a time', async () => {
    const { h } = setup({ receipt: 'reverted' });
    await h.kernel.connect({ connectorId: 'fake' });
    const run = await start(h, token);
    await expect(pay(h.gangway, native)).rejects.toMatchObject({ code: 'PAY_IN_PROGRESS' });
    fireEvent.click(screen.getByTestId('pay-submit'));
    await run.done;
    expect(run.result()?.error).toMatchObject({ code: 'PAY_FAILED', message: 'The payment transaction failed on chain' });

    const closed = await start(h, native);
    act(() => { h.gangway.close(); });
    await closed.done;
    expect(closed.result()?.error).toMatchObject({ code: 'PAY_CANCELLED', message: 'Payment cancelled' });
    expect(h.slice(paySliceKey)).toEqual({ step: 'review' });
  });

  it('the Pay view without a request says so', async () => {
    const { h } = setup();
    await h.renderView('Pay');
    expect(screen.getByTestId('pay-nothing').textContent).toBe('No payment requested.');
  });
});

describe('usePay (the ./react entry)', () => {
  it("pays through the provider's instance: the Pay view opens, the hash comes back to the page", async () => {
    const { h, sent } = setup();
    await h.kernel.connect({ connectorId: 'fake' });
    function Checkout() {
      const payWith = usePay();
      const [hash, setHash] = useState('');
      return <><button type="button" data-testid="checkout" onClick={() => void payWith(native).then(setHash)}>Pay</button><output data-testid="paid">{hash}</output></>;
    }
    render(<GangwayProvider gangway={h.gangway}><Checkout /></GangwayProvider>);
    fireEvent.click(screen.getByTestId('checkout'));
    await waitFor(() => expect(h.kernel.store.getState().router.history.at(-1)?.view).toBe('Pay'));
    h.renderModal();
    fireEvent.click(await screen.findByTestId('pay-submit'));
    await waitFor(() => expect(screen.getByTestId('paid').textContent).toBe(HASH));
    expect(sent).toEqual([{ from: TEST_ADDRESS, to: OTHER_ADDRESS, value: 500_000_000_000_000_000n, data: '0x' }]);
  });
});
