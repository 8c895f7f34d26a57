// The convert builds — build-approve and build-transaction — held to blockchain-api's handlers
// (src/handlers/convert/{approve,transaction}.rs, src/providers/one_inch.rs at a4b66a9): the recorded
// pairs (swaps.pairs.mjs), then the built transactions signed as a client would and executed on chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, decodeFunctionData, erc20Abi, http, maxUint256, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { evmAccounts } from '../../accounts.mjs';
import { devChain } from '../../evm/chains.mjs';
import { startTestDevnet } from '../../testing.mjs';
import { expectPair } from './pairs.mjs';
import { convertPairs, withProject } from './swaps.pairs.mjs';
// @ts-expect-error the demo's TypeScript constant, compiled by vitest (the devnet's JSDoc check takes .mjs only)
import { DEVNET_AMM } from '../../../../../hosts/demo/src/networks.ts';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const plain = (/** @type {string} */ caip10) => /** @type {`0x${string}`} */ (caip10.split(':')[2]);

describe.each(/** @type {const} */ (['buildApprove', 'buildTransaction']))('convert %s', (call) => {
  it('answers the recorded request in the recorded shape and refuses what the service refuses', async () => {
    for (const pair of convertPairs(/** @type {any} */ (d), evmAccounts[0].address)[call]) await expectPair(d.urls.api, d.projectId, withProject(pair, d.projectId));
  });
});

describe('convert builds: what they build, executed', () => {
  it('the AMM the devnet builds for is the router the demo pins (hosts/demo swapNetworks)', () => {
    expect(d.contracts.amm).toBe(DEVNET_AMM);
  });

  it('build-approve: approve(router, amount) on the `to` token, unlimited without an amount', async () => {
    const usdc = `eip155:31337:${d.contracts.tokens.USDC}`;
    const exact = await expectPair(d.urls.api, d.projectId, { source: 'one_inch.rs:486-490', path: '/v1/convert/build-approve', query: { from: usdc, to: usdc, amount: '1234' }, status: 200 });
    expect(decodeFunctionData({ abi: erc20Abi, data: exact.body.tx.data })).toEqual({ functionName: 'approve', args: [d.contracts.amm, 1234n] });
    const unlimited = await expectPair(d.urls.api, d.projectId, { source: 'one_inch.rs:488-490', path: '/v1/convert/build-approve', query: { from: usdc, to: usdc }, status: 200 });
    expect(decodeFunctionData({ abi: erc20Abi, data: unlimited.body.tx.data }).args).toEqual([d.contracts.amm, maxUint256]);
    // AppKit's request (from = token sold, to = token bought): the approval is built for `to`, tx.from echoes `from`.
    const dai = `eip155:31337:${d.contracts.tokens.DAI}`;
    const appkit = await expectPair(d.urls.api, d.projectId, { source: 'one_inch.rs:529-539', path: '/v1/convert/build-approve', query: { from: usdc, to: dai }, status: 200 });
    expect([appkit.body.tx.from, appkit.body.tx.to]).toEqual([usdc, dai.toLowerCase()]);
  });

  it('without disableEstimate the aggregator simulates from the user: no allowance is its 400', async () => {
    const user = evmAccounts[5].address;
    await expectPair(d.urls.api, d.projectId, {
      source: 'one_inch.rs:577-580, :607-620', method: 'POST', path: '/v1/convert/build-transaction', status: 400,
      body: { projectId: d.projectId, amount: '1000000', from: `eip155:31337:${d.contracts.tokens.USDC}`, to: `eip155:31337:${d.contracts.tokens.DAI}`, userAddress: `eip155:31337:${user}`, eip155: { slippage: 1 } },
      response: { status: 'FAILED', reasons: [{ field: '', description: expect.stringMatching(/^Conversion parameter error: Not enough (allowance|USDC balance)/) }] },
    });
  });

  it('an exact approval, then USDC → DAI and ETH → USDC built by the API execute on chain (the client adds value for the native coin)', async () => {
    const user = privateKeyToAccount(evmAccounts[4].privateKey);
    const chain = devChain(31337, 'devnet', d.urls.evm);
    const wallet = createWalletClient({ account: user, chain, transport: http(d.urls.evm) });
    const reads = createPublicClient({ chain, transport: http(d.urls.evm) });
    const mined = async (/** @type {Promise<`0x${string}`>} */ hash) => expect((await reads.waitForTransactionReceipt({ hash: await hash })).status).toBe('success');
    const me = `eip155:31337:${user.address}`;
    const usdc = `eip155:31337:${d.contracts.tokens.USDC}`;
    const dai = `eip155:31337:${d.contracts.tokens.DAI}`;
    const amount = parseUnits('100', 6);
    const allowance = async () => (await expectPair(d.urls.api, d.projectId, { source: 'allowance.rs', path: '/v1/convert/allowance', query: { tokenAddress: usdc, userAddress: me }, status: 200 })).body.allowance;

    const approve = (await expectPair(d.urls.api, d.projectId, { source: 'approve.rs', path: '/v1/convert/build-approve', query: { from: usdc, to: usdc, amount: amount.toString() }, status: 200 })).body.tx;
    await mined(wallet.sendTransaction({ to: plain(approve.to), data: approve.data }));
    expect(await allowance()).toBe(amount.toString());

    const swap = async (/** @type {string} */ from, /** @type {string} */ to, /** @type {bigint} */ value) => {
      const { tx } = (await expectPair(d.urls.api, d.projectId, {
        source: 'transaction.rs', method: 'POST', path: '/v1/convert/build-transaction', status: 200,
        body: { projectId: d.projectId, amount: value.toString(), from, to, userAddress: me, eip155: { slippage: 1 }, disableEstimate: true },
      })).body;
      expect(tx).not.toHaveProperty('value');
      expect([tx.from, tx.to]).toEqual([me.toLowerCase(), `eip155:31337:${d.contracts.amm.toLowerCase()}`]);
      return tx;
    };
    const balanceOf = (/** @type {`0x${string}`} */ token) => reads.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] });

    const dai0 = await balanceOf(d.contracts.tokens.DAI);
    const t1 = await swap(usdc, dai, amount);
    await mined(wallet.sendTransaction({ to: plain(t1.to), data: t1.data }));
    expect(await balanceOf(d.contracts.tokens.DAI)).toBe(dai0 + BigInt(t1.amount));
    expect(await allowance()).toBe('0');

    const usdc0 = await balanceOf(d.contracts.tokens.USDC);
    const wei = parseUnits('0.01', 18);
    const t2 = await swap(`eip155:31337:${d.contracts.native}`, usdc, wei);
    await mined(wallet.sendTransaction({ to: plain(t2.to), data: t2.data, value: wei }));
    expect(await balanceOf(d.contracts.tokens.USDC)).toBe(usdc0 + BigInt(t2.amount));
  });
});
