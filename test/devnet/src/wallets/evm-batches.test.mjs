// The test wallets' EIP-5792 against a real anvil: a batch is simulated, then each call lands on chain and
// the status comes from the receipts; a batch with a failing call sends nothing; a malformed call is refused;
// a wallet without batches says so (no atomic capability, 4200).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil } from '../evm/anvil.mjs';
import { freePort } from '../lib/ports.mjs';
import { evmAccounts } from '../accounts.mjs';
import { createEvmSigner } from './evm-signer.mjs';

/** @type {{ url: string, stop: () => Promise<void> }} */
let anvil;
/** @param {string} method @param {unknown[]} params */
const rpc = async (method, params) => {
  const r = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return (await r.json()).result;
};
// anvil's automine mines a sent transaction in a task of its own: the receipt can be null for a moment
// after eth_sendTransaction answers (foundry-rs/foundry#3537; a loaded machine shows it), so a test waits for it as a dapp does.
/** @param {string} hash @returns {Promise<any>} */
const receipt = async (hash) => {
  /** @type {any} */
  let r = null;
  await expect.poll(async () => (r = await rpc('eth_getTransactionReceipt', [hash])), { timeout: 10_000 }).not.toBeNull();
  return r;
};
const to1 = '0x00000000000000000000000000000000000000a1';
const to2 = '0x00000000000000000000000000000000000000a2';

beforeAll(async () => { anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 }); });
afterAll(async () => { await anvil?.stop(); });

describe('test wallet batches (EIP-5792)', () => {
  it('sends every call of a batch on chain; the status and receipts come from the chain', async () => {
    const signer = createEvmSigner({ privateKey: evmAccounts[0].privateKey, chains: { 31337: anvil.url } });
    expect(await signer.request({ method: 'wallet_getCapabilities', params: [signer.address] })).toEqual({ '0x7a69': { assetDiscovery: { supported: true }, atomic: { status: 'supported' } } });
    const { id } = /** @type {any} */ (await signer.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from: signer.address, atomicRequired: true, calls: [{ to: to1, value: '0x10' }, { to: to2, value: '0x20', data: '0x' }] }] }));
    // Pending (100) until both are mined, for the same reason as `receipt` above.
    const statusNow = async () => /** @type {any} */ (await signer.request({ method: 'wallet_getCallsStatus', params: [id] }));
    await expect.poll(async () => (await statusNow()).status, { timeout: 10_000 }).not.toBe(100);
    const status = await statusNow();
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: true, status: 200 });
    expect(status.receipts.map((/** @type {any} */ r) => r.status)).toEqual(['0x1', '0x1']);
    expect(await rpc('eth_getBalance', [to1, 'latest'])).toBe('0x10');
    expect(await rpc('eth_getBalance', [to2, 'latest'])).toBe('0x20');
    // Another signer of the same process (the frame makes one per request) knows the batch.
    const again = createEvmSigner({ privateKey: evmAccounts[0].privateKey, chains: { 31337: anvil.url } });
    expect(await again.request({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject({ status: 200 });
    await expect(signer.request({ method: 'wallet_getCallsStatus', params: ['0xnope'] })).rejects.toMatchObject({ code: 5730 });
  });

  it('refuses a batch with a call that would fail, sending nothing; and malformed calls', async () => {
    const signer = createEvmSigner({ privateKey: evmAccounts[1].privateKey, chains: { 31337: anvil.url } });
    // A contract whose every call reverts (runtime PUSH0 PUSH0 REVERT), deployed by an unlocked anvil account.
    const deploy = await rpc('eth_sendTransaction', [{ from: evmAccounts[2].address, data: '0x6460006000fd6000526005601bf3' }]);
    const reverter = (await receipt(deploy)).contractAddress;
    const nonce = await rpc('eth_getTransactionCount', [signer.address, 'latest']);
    await expect(signer.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: to1, value: '0x1' }, { to: reverter }] }] }))
      .rejects.toMatchObject({ message: expect.stringMatching(/^Call 2 of 2 would fail .*: nothing was sent$/) });
    expect(await rpc('eth_getTransactionCount', [signer.address, 'latest'])).toBe(nonce);
    await expect(signer.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('calls.0.to must be a 0x address') });
    await expect(signer.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: to1, data: 'zz' }] }] })).rejects.toMatchObject({ code: -32602 });
    await expect(signer.request({ method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: [{ to: to1 }] }] })).rejects.toMatchObject({ code: 5710 });
  });

  it('a wallet without batches: no atomic capability, and the methods are unsupported (4200)', async () => {
    const signer = createEvmSigner({ privateKey: evmAccounts[0].privateKey, chains: { 31337: anvil.url }, batches: false });
    expect(await signer.request({ method: 'wallet_getCapabilities', params: [signer.address] })).toEqual({ '0x7a69': { assetDiscovery: { supported: true } } });
    await expect(signer.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: to1 }] }] })).rejects.toMatchObject({ code: 4200 });
  });
});
