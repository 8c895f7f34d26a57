/**
 * A small Bitcoin dapp (no chain library, no React), with Gangway as its connect UI and the bitcoin
 * adapter as its wallet: the balance read from the active network's Esplora API (the UTXO sum), a
 * message signed (BIP-322) and checked, a transfer sent and looked up on the chain, the network switched
 * and the wallet disconnected from the page. Run: `npm start`, open http://127.0.0.1:5186/ with a
 * Bitcoin Wallet Standard wallet on regtest (and testnet, to switch; the e2e test wallet holds both).
 */
import { createGangway, type Network } from '@gangway/kernel';
import { defineGangwayElements } from '@gangway/kernel/elements';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { BitcoinAdapter } from '@gangway/adapter-bitcoin';
import { bitcoinService } from '@gangway/plugin-chain-bip122/public';
import { bitcoinNetworks as networks, endpoints, projectId } from '../../common/src/devnet';
import { $, fail, onClick, show } from '../../common/src/page';

const bitcoinAdapter = new BitcoinAdapter();
const gangway = createGangway({ projectId, networks, adapters: [bitcoinAdapter], plugins: builtinPlugins, endpoints, basic: true });
// <gangway-network-button>: the widget's own network button, beside the page's switch.
defineGangwayElements(gangway);
(window as unknown as { gangway: typeof gangway }).gangway = gangway;
const MESSAGE = 'Hello from the Bitcoin host';


/** The active network's Esplora REST base (its `rpcUrls.default.http[0]`). */
const esploraOf = (network: Network | undefined) => network?.rpcUrls.default.http[0] ?? networks[0].rpcUrls.default.http[0];

/** The address's balance the way a dapp reads it: the sum of its unspent outputs on Esplora. */
async function balanceOf(esplora: string, address: string): Promise<string> {
  const utxos = (await (await fetch(`${esplora}/address/${address}/utxo`)).json()) as { value: number }[];
  const sats = utxos.reduce((s, u) => s + BigInt(u.value), 0n).toString().padStart(9, '0');
  return `${sats.slice(0, -8)}.${sats.slice(-8)} BTC`;
}

// The page's network switch: one option per configured Bitcoin network; it follows the widget too.
const select = $('lib-network-select') as HTMLSelectElement;
select.replaceChildren(...networks.map((n) => new Option(n.name, n.caipNetworkId)));
select.addEventListener('change', () => void bitcoinAdapter.switchNetwork(select.value).catch((error: unknown) => {
  // Refused (say, 'Chain is not supported'): the select shows the network the widget stayed on.
  select.value = gangway.getNetwork('bip122')?.caipNetworkId ?? select.value;
  fail(error);
}));

gangway.subscribeState(() => {
  const account = gangway.getAccount('bip122');
  show('widget-status', account?.status ?? 'disconnected');
  show('widget-address', account?.address ?? '—');
  const network = gangway.getNetwork('bip122');
  show('widget-network', network?.name ?? '—');
  if (network && select.value !== network.caipNetworkId) select.value = network.caipNetworkId;
});
$('gangway-connect').addEventListener('click', () => void gangway.open());

/** Each refresh is numbered: a slow read of an earlier network never overwrites a later one's. */
let reads = 0;
async function refresh() {
  const read = ++reads;
  const account = bitcoinAdapter.getAccount();
  show('lib-status', account.isConnected ? 'connected' : 'disconnected');
  show('lib-address', account.address ?? '—');
  show('lib-ordinals', account.addresses.find((a) => a.purpose === 'ordinal')?.address ?? '—');
  show('lib-network', account.caipNetworkId ?? '—');
  try {
    const network = networks.find((n) => n.caipNetworkId === account.caipNetworkId);
    const balance = account.address ? await balanceOf(esploraOf(network), account.address) : '—';
    if (read === reads) show('lib-balance', balance);
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
  const status = (await (await fetch(`${esploraOf(await bitcoinAdapter.getNetwork())}/tx/${txid}/status`)).json()) as { confirmed: boolean };
  show('lib-tx-status', status.confirmed ? 'confirmed' : 'pending');
  void refresh();
});
// Disconnect from the page (the widget's API): the widget, the adapter and the wallet all end the session.
$('lib-disconnect').addEventListener('click', () => void gangway.disconnect('bip122').catch(fail));
