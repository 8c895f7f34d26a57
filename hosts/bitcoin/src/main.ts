/**
 * A small Bitcoin dapp (no chain library, no React), with Gangway as its connect UI and the bitcoin
 * adapter as its wallet: the balance read from the chain's Esplora API (the UTXO sum), a message signed
 * (BIP-322) and checked, a transfer sent and looked up on the chain. Run: `npm start`, open
 * http://127.0.0.1:5186/ with a Bitcoin Wallet Standard wallet on regtest (the e2e test wallet).
 */
import { createGangway } from '@gangway/kernel';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { BitcoinAdapter } from '@gangway/adapter-bitcoin';
import { bitcoinService } from '@gangway/plugin-chain-bip122/public';
import { endpoints, ESPLORA, networks, projectId } from './networks';

const bitcoinAdapter = new BitcoinAdapter();
const gangway = createGangway({ projectId, networks, adapters: [bitcoinAdapter], plugins: builtinPlugins, endpoints, basic: true });
(window as unknown as { gangway: typeof gangway }).gangway = gangway;
const MESSAGE = 'Hello from the Bitcoin host';

const $ = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const show = (id: string, text: string) => { $(id).textContent = text; };
const fail = (error: unknown) => show('lib-error', error instanceof Error ? error.message : String(error));
const onClick = (id: string, run: () => Promise<void>) => $(id).addEventListener('click', () => void run().catch(fail));

/** The address's balance the way a dapp reads it: the sum of its unspent outputs on Esplora. */
async function balanceOf(address: string): Promise<string> {
  const utxos = (await (await fetch(`${ESPLORA}/address/${address}/utxo`)).json()) as { value: number }[];
  const sats = utxos.reduce((s, u) => s + BigInt(u.value), 0n).toString().padStart(9, '0');
  return `${sats.slice(0, -8)}.${sats.slice(-8)} BTC`;
}

gangway.subscribeState(() => {
  const account = gangway.getAccount('bip122');
  show('widget-status', account?.status ?? 'disconnected');
  show('widget-address', account?.address ?? '—');
});
$('gangway-connect').addEventListener('click', () => void gangway.open());

async function refresh() {
  const account = bitcoinAdapter.getAccount();
  show('lib-status', account.isConnected ? 'connected' : 'disconnected');
  show('lib-address', account.address ?? '—');
  show('lib-ordinals', account.addresses.find((a) => a.purpose === 'ordinal')?.address ?? '—');
  show('lib-network', account.caipNetworkId ?? '—');
  try {
    show('lib-balance', account.address ? await balanceOf(account.address) : '—');
  } catch (error) { fail(error); }
}
bitcoinAdapter.subscribe(() => void refresh());
void refresh();

onClick('lib-sign', async () => {
  const { address, signature } = await bitcoinAdapter.signMessage(MESSAGE);
  show('lib-signature', signature);
  // The widget's BIP-322 verifier (the adapter checked it too): true for the signing address.
  const btc = await gangway.service(bitcoinService);
  show('lib-signature-valid', String(await btc.verifyMessage(MESSAGE, address, signature)));
});
onClick('lib-send', async () => {
  const recipientAddress = ($('lib-to') as HTMLInputElement).value.trim();
  const amount = ($('lib-amount') as HTMLInputElement).value.trim();
  const { txid } = await bitcoinAdapter.sendTransfer({ recipientAddress, amount });
  show('lib-txid', txid);
  const status = (await (await fetch(`${ESPLORA}/tx/${txid}/status`)).json()) as { confirmed: boolean };
  show('lib-tx-status', status.confirmed ? 'confirmed' : 'pending');
  void refresh();
});
$('lib-disconnect').addEventListener('click', () => void gangway.disconnect('bip122').catch(fail));
