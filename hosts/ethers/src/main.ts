/**
 * A small dapp on ethers v6 (no React), with Gangway as its connect UI: ethers' BrowserProvider over the
 * adapter's EIP-1193 provider, used as ethers' docs show (getSigner, getBalance, signMessage,
 * sendTransaction + wait). Run: `npm start`, open http://127.0.0.1:5181/.
 */
import { formatEther, parseEther, verifyMessage } from 'ethers';
import { EthersAdapter } from '@gangway/adapter-ethers';
import { evmNetworks } from '../../common/src/devnet';
import { createDevnetGangway } from '../../common/src/devnet-gangway';
import { $, fail, onClick, show } from '../../common/src/page';
import { showWidgetStatus } from '../../common/src/widget-status';

const ethersAdapter = new EthersAdapter();
const gangway = createDevnetGangway({ networks: evmNetworks, adapter: ethersAdapter });
const provider = ethersAdapter.getBrowserProvider();
const MESSAGE = 'Hello from the ethers host';

showWidgetStatus(gangway);

// What ethers sees, re-read through ethers whenever the provider says something changed.
async function refresh() {
  try {
    // With network 'any', the getNetwork() that notices a switch still answers the old network (and
    // emits 'network'); the one after it answers the new one.
    await provider.getNetwork();
    const [accounts, network] = await Promise.all([provider.listAccounts(), provider.getNetwork()]);
    const address = accounts[0]?.address;
    show('lib-address', address ?? '—');
    show('lib-status', address ? 'connected' : 'disconnected');
    show('lib-chain', String(network.chainId));
    show('lib-balance', address ? `${formatEther(await provider.getBalance(address))} ETH` : '—');
  } catch (error) { fail(error); }
}
ethersAdapter.provider.on('accountsChanged', () => void refresh());
ethersAdapter.provider.on('chainChanged', () => void refresh());
void refresh();

for (const id of [31337, 31338]) {
  $(`lib-switch-${id}`).addEventListener('click', () => void provider.send('wallet_switchEthereumChain', [{ chainId: `0x${id.toString(16)}` }]).catch(fail));
}
onClick('lib-sign', async () => {
  const signer = await provider.getSigner();
  const signature = await signer.signMessage(MESSAGE);
  show('lib-signature', signature);
  show('lib-signature-valid', String(verifyMessage(MESSAGE, signature) === (await signer.getAddress())));
});
onClick('lib-send', async () => {
  const signer = await provider.getSigner();
  const to = ($('lib-to') as HTMLInputElement).value;
  const tx = await signer.sendTransaction({ to, value: parseEther(($('lib-amount') as HTMLInputElement).value) });
  show('lib-tx-hash', tx.hash);
  show('lib-tx-status', 'pending');
  const receipt = await tx.wait();
  show('lib-tx-status', receipt?.status === 1 ? 'success' : 'reverted');
  void refresh();
});
// EIP-2255: revoking the account permission is how an ethers dapp disconnects.
$('lib-disconnect').addEventListener('click', () => void provider.send('wallet_revokePermissions', [{ eth_accounts: {} }]).catch(fail));
