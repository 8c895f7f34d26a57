// On-ramp: options, quote and the checkout URL generator. The generated URL opens a devnet checkout
// page whose "Complete purchase" button really funds the destination wallet from a faucet account.
// The generator takes its body as blockchain-api's OnRampURLRequest (generators/onrampurl.rs:18-34);
// /__meld stands in for Meld's page (meldcrypto.com), which the client opens itself (no API call).
// /v1/onramp/options and /v1/onramp/quote are not in the open-source server (src/lib.rs:312-340 has
// /v1/onramp/buy/* instead): AppKit and Gangway fall back to built-in data when they fail (docs/wire.md).
import { createWalletClient, erc20Abi, http, isAddress, parseEther, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployer, evmAccounts } from '../../accounts.mjs';
import { devChain } from '../../evm/chains.mjs';
import { HttpError, reply } from '../../lib/http.mjs';
import { PRICES_USD } from '../tokens.mjs';

const LIMITS = [
  { id: 'card', min: '10', max: '7500' },
  { id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' },
];

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  const networks = world.evm.map((c) => ({ name: `devnet-${c.chainId}`, display_name: `Devnet ${c.chainId}`, chain_id: String(c.chainId), contract_address: '' }));
  r.get('/v1/onramp/options', () => ({
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: LIMITS },
      { id: 'EUR', payment_method_limits: LIMITS },
    ],
    purchaseCurrencies: [
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks },
      { id: 'USDC', name: 'USD Coin (devnet)', symbol: 'USDC', networks: world.evm.map((c) => ({ name: `devnet-${c.chainId}`, display_name: `Devnet ${c.chainId}`, chain_id: String(c.chainId), contract_address: c.contracts.tokens.USDC })) },
    ],
  }));

  r.post('/v1/onramp/quote', ({ body }) => {
    const { purchaseCurrency, paymentCurrency, amount, network } = body ?? {};
    const sym = typeof purchaseCurrency === 'string' ? purchaseCurrency : purchaseCurrency?.symbol ?? purchaseCurrency?.id;
    const fiat = typeof paymentCurrency === 'string' ? paymentCurrency : paymentCurrency?.id;
    const fiatAmount = Number(amount);
    if (!sym || !(sym in PRICES_USD)) throw new HttpError(400, `Unknown purchase currency ${sym}`);
    if (!fiat || !Number.isFinite(fiatAmount) || fiatAmount < 10 || fiatAmount > 25_000) throw new HttpError(400, 'Amount outside limits (10 - 25000)');
    const fee = +(fiatAmount * 0.015).toFixed(2);
    const networkFee = 0.5;
    const purchase = (fiatAmount - fee - networkFee) / PRICES_USD[sym];
    return {
      quoteId: `q-${Date.now()}`,
      network: network ?? networks[0]?.name,
      paymentTotal: { value: fiatAmount.toFixed(2), currency: fiat },
      paymentSubtotal: { value: (fiatAmount - fee - networkFee).toFixed(2), currency: fiat },
      purchaseAmount: { value: purchase.toFixed(6), currency: sym },
      coinbaseFee: { value: fee.toFixed(2), currency: fiat },
      networkFee: { value: networkFee.toFixed(2), currency: fiat },
    };
  });

  /** @type {Map<string, any>} */
  const orders = new Map();
  r.post('/v1/generators/onrampurl', ({ body }) => {
    // onrampurl.rs:106-116: a body serde cannot read is a 400 with this literal text (its `{}` unfilled).
    if (onrampUrlBodyProblem(body)) return reply({ status: 400, type: 'text/plain; charset=utf-8', text: 'Error deserializing request body: {}' });
    const dest = body.destinationWallets[0];
    if (!dest) throw new HttpError(400, 'destinationWallets must not be empty');
    const id = `order-${orders.size + 1}-${Date.now().toString(36)}`;
    orders.set(id, { id, ...body, status: 'created' });
    return { url: `${world.apiUrl}/__onramp/checkout?order=${id}` };
  });

  r.get('/__onramp/checkout', ({ query }) => {
    const o = orders.get(query.order ?? '');
    if (!o) throw new HttpError(404, 'Unknown order');
    const esc = (/** @type {unknown} */ s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return reply({
      type: 'text/html; charset=utf-8',
      text: `<!doctype html><meta charset="utf-8"><title>Devnet on-ramp</title><h1>Devnet on-ramp</h1><p>Buy for <code>${esc(o.destinationWallets[0].address)}</code> (${esc(o.presetCryptoAmount ?? o.presetFiatAmount ?? '')})</p><button id="buy">Complete purchase</button><p id="status">${esc(o.status)}</p><script>document.getElementById('buy').onclick=async()=>{const r=await fetch('/__onramp/complete?order=${esc(o.id)}',{method:'POST'});document.getElementById('status').textContent=(await r.json()).status}</script>`,
    });
  });

  /** Meld's page: what AppKit's URL carries (OnRampController.ts:110-114), and Gangway's amount. */
  r.get('/__meld', ({ query }) => {
    const esc = (/** @type {unknown} */ s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const problem = meldProblem(query, world);
    if (problem) return reply({ status: 400, type: 'text/html; charset=utf-8', text: `<!doctype html><meta charset="utf-8"><title>Devnet Meld</title><h1>Devnet Meld</h1><p id="error">${esc(problem)}</p>` });
    const id = `meld-${orders.size + 1}-${Date.now().toString(36)}`;
    orders.set(id, { id, meld: true, ...query, status: 'created' });
    return reply({
      type: 'text/html; charset=utf-8',
      text: `<!doctype html><meta charset="utf-8"><title>Devnet Meld</title><h1>Devnet Meld</h1><p id="summary">Buy ${esc(query.destinationCurrencyCode)} for ${esc(query.sourceAmount ?? '')} ${esc(query.sourceCurrencyCode ?? '')} to <code>${esc(query.walletAddress)}</code></p><button id="buy">Complete purchase</button><p id="status">created</p><script>document.getElementById('buy').onclick=async()=>{const r=await fetch('/__onramp/complete?order=${esc(id)}',{method:'POST'});document.getElementById('status').textContent=(await r.json()).status}</script>`,
    });
  });

  r.post('/__onramp/complete', async ({ query }) => {
    const o = orders.get(query.order ?? '');
    if (!o) throw new HttpError(404, 'Unknown order');
    if (o.status === 'completed') return o;
    if (o.meld) return completeMeld(world, o);
    const dest = o.destinationWallets[0];
    const chainId = Number(String(dest.blockchains?.[0] ?? o.defaultNetwork ?? '').match(/\d+/)?.[0] ?? world.evm[0].chainId);
    const chain = world.evmChain(chainId) ?? world.evm[0];
    if (!isAddress(dest.address)) throw new HttpError(400, 'Only EVM destinations are funded by the devnet on-ramp');
    const faucet = createWalletClient({ account: privateKeyToAccount(evmAccounts[7].privateKey), chain: devChain(chain.chainId, 'devnet', chain.url), transport: http(chain.url) });
    const amount = o.presetCryptoAmount ? parseEther(String(o.presetCryptoAmount)) : parseUnits(String((Number(o.presetFiatAmount ?? 100) / PRICES_USD.ETH).toFixed(6)), 18);
    o.txHash = await faucet.sendTransaction({ to: dest.address, value: amount });
    o.status = 'completed';
    return o;
  });
}

/**
 * Why serde would refuse a generator body (OnRampURLRequest, onrampurl.rs:20-34; no deny_unknown_fields,
 * and its `validate()` is never called, so only the types count), or undefined.
 * @param {any} body
 */
export function onrampUrlBodyProblem(body) {
  const isUsize = (/** @type {unknown} */ v) => v === undefined || v === null || (Number.isSafeInteger(v) && /** @type {number} */ (v) >= 0);
  const optString = (/** @type {unknown} */ v) => v === undefined || v === null || typeof v === 'string';
  const optStrings = (/** @type {unknown} */ v) => v === undefined || v === null || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body is not an object';
  if (!Array.isArray(body.destinationWallets)) return 'destinationWallets';
  for (const w of body.destinationWallets) {
    if (!w || typeof w !== 'object' || typeof w.address !== 'string' || !optStrings(w.blockchains) || !optStrings(w.assets) || !optStrings(w.supportedNetworks)) return 'destinationWallets[]';
  }
  if (typeof body.partnerUserId !== 'string') return 'partnerUserId';
  if (!optString(body.defaultNetwork)) return 'defaultNetwork';
  if (!isUsize(body.presetCryptoAmount)) return 'presetCryptoAmount';
  if (!isUsize(body.presetFiatAmount)) return 'presetFiatAmount';
  if (!(body.defaultExperience === undefined || body.defaultExperience === null || ['send', 'buy'].includes(body.defaultExperience))) return 'defaultExperience';
  if (!(body.handlingRequestedUrls === undefined || body.handlingRequestedUrls === null || typeof body.handlingRequestedUrls === 'boolean')) return 'handlingRequestedUrls';
  return undefined;
}

/** What the devnet's Meld refuses: a missing key, an unknown project, a wallet it cannot fund. @param {Record<string, string>} q @param {import('../world.mjs').World} world */
function meldProblem(q, world) {
  if (!q.publicKey) return 'Missing publicKey';
  if (!q.externalCustomerId || !world.projects.get(q.externalCustomerId)) return `Unknown externalCustomerId ${q.externalCustomerId ?? ''}`;
  if (!q.walletAddress || !isAddress(q.walletAddress)) return 'Only EVM wallets are funded by the devnet Meld';
  if (!['ETH', 'USDC'].includes(q.destinationCurrencyCode)) return `The devnet Meld sells ETH and USDC, not ${q.destinationCurrencyCode}`;
  if (q.sourceAmount !== undefined && !/^\d+(\.\d+)?$/.test(q.sourceAmount)) return `Invalid sourceAmount ${q.sourceAmount}`;
  return undefined;
}

/**
 * Funds a Meld order on the first devnet chain: USDC from the deployer's supply, ETH from the faucet;
 * the fiat amount (default 100) at the devnet's prices.
 * @param {import('../world.mjs').World} world @param {any} o
 */
async function completeMeld(world, o) {
  const chain = world.evm[0];
  const fiat = Number(o.sourceAmount ?? 100);
  const transport = http(chain.url);
  if (o.destinationCurrencyCode === 'USDC') {
    const wallet = createWalletClient({ account: privateKeyToAccount(deployer.privateKey), chain: devChain(chain.chainId, 'devnet', chain.url), transport });
    o.txHash = await wallet.writeContract({ address: chain.contracts.tokens.USDC, abi: erc20Abi, functionName: 'transfer', args: [o.walletAddress, parseUnits((fiat / PRICES_USD.USDC).toFixed(6), 6)] });
  } else {
    const wallet = createWalletClient({ account: privateKeyToAccount(evmAccounts[7].privateKey), chain: devChain(chain.chainId, 'devnet', chain.url), transport });
    o.txHash = await wallet.sendTransaction({ to: o.walletAddress, value: parseUnits((fiat / PRICES_USD.ETH).toFixed(6), 18) });
  }
  o.status = 'completed';
  return o;
}
