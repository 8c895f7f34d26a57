// POST /v1/generators/onrampurl, held to blockchain-api src/handlers/generators/onrampurl.rs (commit
// a4b66a9), and the devnet's stand-in for Meld's page, which AppKit opens without a server call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, erc20Abi, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { getJson, startTestDevnet } from '../../testing.mjs';
import { expectPair } from './pairs.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const address = privateKeyToAccount(generatePrivateKey()).address;
/** What AppKit sends (BlockchainApiController.ts:581-594). */
const body = { destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }], partnerUserId: address, defaultNetwork: 'ethereum', defaultExperience: 'buy', presetFiatAmount: 25 };
const refused = { status: 400, text: 'Error deserializing request body: {}' };

describe('on-ramp URL generator', () => {
  it('a whole fiat amount: 200 { url } (onrampurl.rs:63-66, :127)', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'onrampurl.rs:127', method: 'POST', path: '/v1/generators/onrampurl', body, status: 200, response: { url: expect.stringMatching(/^https?:\/\//) } });
  });

  it.each([
    ['a fractional presetFiatAmount (25.5; usize, onrampurl.rs:31)', { ...body, presetFiatAmount: 25.5 }],
    ['a fractional presetCryptoAmount (usize, onrampurl.rs:30)', { ...body, presetCryptoAmount: 0.0085 }],
    ['an amount as a string (onrampurl.rs:31)', { ...body, presetFiatAmount: '25' }],
    ['no partnerUserId (onrampurl.rs:28)', { ...body, partnerUserId: undefined }],
    ['no destinationWallets (onrampurl.rs:26)', { ...body, destinationWallets: undefined }],
    ['an unknown defaultExperience (onrampurl.rs:36-41)', { ...body, defaultExperience: 'sell' }],
  ])('refuses %s: 400, the literal text of onrampurl.rs:110-113', async (_why, b) => {
    await expectPair(d.urls.api, d.projectId, { source: 'onrampurl.rs:110-113', method: 'POST', path: '/v1/generators/onrampurl', body: b, ...refused });
  });

  it('refuses a body that is not JSON the same way', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'onrampurl.rs:106', method: 'POST', path: '/v1/generators/onrampurl', rawBody: 'presetFiatAmount=25', ...refused });
  });
});

describe("Meld's page (devnet stand-in)", () => {
  it('takes the URL AppKit builds plus the amount, and a 25.50 USD purchase of USDC arrives on chain', async () => {
    const q = new URLSearchParams({ publicKey: 'k', destinationCurrencyCode: 'USDC', walletAddress: address, externalCustomerId: d.projectId, sourceAmount: '25.50', sourceCurrencyCode: 'USD' });
    const page = await fetch(`${d.urls.api}/__meld?${q}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Buy USDC for 25.50 USD');
    const order = /order=([\w-]+)/.exec(html)?.[1];
    const done = await getJson(`${d.urls.api}/__onramp/complete?order=${order}`, { method: 'POST' });
    expect(done.body.status).toBe('completed');
    const client = createPublicClient({ transport: http(d.urls.evm) });
    await client.waitForTransactionReceipt({ hash: done.body.txHash });
    expect(await client.readContract({ address: d.contracts.tokens.USDC, abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(25_500_000n);
  });

  it('refuses an unknown project or a missing key', async () => {
    expect((await fetch(`${d.urls.api}/__meld?${new URLSearchParams({ publicKey: 'k', destinationCurrencyCode: 'USDC', walletAddress: address, externalCustomerId: 'nope' })}`)).status).toBe(400);
    expect((await fetch(`${d.urls.api}/__meld?${new URLSearchParams({ destinationCurrencyCode: 'USDC', walletAddress: address, externalCustomerId: d.projectId })}`)).status).toBe(400);
  });
});
