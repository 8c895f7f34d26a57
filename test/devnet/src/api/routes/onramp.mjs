// On-ramp: options, quote and the checkout URL generator. The generated URL opens a devnet checkout
// page whose "Complete purchase" button really funds the destination wallet from a faucet account.
import { createWalletClient, http, isAddress, parseEther, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { evmAccounts } from '../../accounts.mjs';
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
    const dest = body?.destinationWallets?.[0];
    if (!dest?.address) throw new HttpError(400, 'destinationWallets[0].address is required');
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

  r.post('/__onramp/complete', async ({ query }) => {
    const o = orders.get(query.order ?? '');
    if (!o) throw new HttpError(404, 'Unknown order');
    if (o.status === 'completed') return o;
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
