/**
 * A small dapp without any chain library: Gangway's universal adapter gives it one provider, and the
 * page speaks raw JSON-RPC to it (eth_getBalance, personal_sign, eth_sendTransaction, eth_getTransactionReceipt,
 * wallet_switchEthereumChain, wallet_revokePermissions). Run: `npm start`, open http://127.0.0.1:5184/.
 */
import { UniversalAdapter } from '@gangway/adapter-universal';
import { evmNetworks } from '../../common/src/devnet';
import { createDevnetGangway } from '../../common/src/devnet-gangway';
import { $, fail, onClick, show } from '../../common/src/page';
import { showWidgetStatus } from '../../common/src/widget-status';

const universalAdapter = new UniversalAdapter();
const gangway = createDevnetGangway({ networks: evmNetworks, adapter: universalAdapter });
const { provider } = universalAdapter;
const MESSAGE = 'Hello from the universal host';

const request = <T>(method: string, params?: unknown[]) => provider.request<T>({ method, params });

/** Wei as ETH text (no trailing zeros; a whole amount without a point, as viem prints it). */
function formatEther(wei: bigint): string {
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
const utf8Hex = (text: string) => `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

showWidgetStatus(gangway);

// What the provider says, re-read whenever it announces a change.
async function refresh() {
  try {
    const [accounts, chainId] = await Promise.all([request<string[]>('eth_accounts'), request<string>('eth_chainId')]);
    const address = accounts[0];
    show('lib-address', address ?? '—');
    show('lib-status', address ? 'connected' : 'disconnected');
    show('lib-chain', String(Number(chainId)));
    show('lib-balance', address ? `${formatEther(BigInt(await request<string>('eth_getBalance', [address, 'latest'])))} ETH` : '—');
  } catch (error) { fail(error); }
}
provider.on('accountsChanged', () => void refresh());
provider.on('chainChanged', () => void refresh());
void refresh();

for (const id of [31337, 31338]) {
  $(`lib-switch-${id}`).addEventListener('click', () => void request('wallet_switchEthereumChain', [{ chainId: `0x${id.toString(16)}` }]).catch(fail));
}
onClick('lib-sign', async () => {
  const [address] = await request<string[]>('eth_requestAccounts');
  const signature = await request<string>('personal_sign', [utf8Hex(MESSAGE), address]);
  show('lib-signature', signature);
  // Verified with viem, loaded only when a signature is there to check (the page itself uses no library).
  const { verifyMessage } = await import('viem');
  show('lib-signature-valid', String(await verifyMessage({ address: address as `0x${string}`, message: MESSAGE, signature: signature as `0x${string}` })));
});
onClick('lib-send', async () => {
  const [from] = await request<string[]>('eth_requestAccounts');
  const to = ($('lib-to') as HTMLInputElement).value;
  const [whole, fraction = ''] = ($('lib-amount') as HTMLInputElement).value.split('.');
  const value = BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0').slice(0, 18));
  const hash = await request<string>('eth_sendTransaction', [{ from, to, value: `0x${value.toString(16)}` }]);
  show('lib-tx-hash', hash);
  show('lib-tx-status', 'pending');
  // Poll the receipt through the same provider (reads go to the network's RPC).
  for (;;) {
    const receipt = await request<{ status: string } | null>('eth_getTransactionReceipt', [hash]);
    if (receipt) { show('lib-tx-status', receipt.status === '0x1' ? 'success' : 'reverted'); break; }
    await new Promise((r) => setTimeout(r, 250));
  }
  void refresh();
});
// EIP-2255: revoking the account permission is the widget's disconnect.
$('lib-disconnect').addEventListener('click', () => void request('wallet_revokePermissions', [{ eth_accounts: {} }]).catch(fail));
