/**
 * A small dapp on ethers 5 (no React), with Gangway as its connect UI: ethers 5's Web3Provider over the
 * adapter's EIP-1193 provider, used as ethers 5's docs show (getSigner, getBalance, signMessage,
 * sendTransaction + wait). Run: `npm start`, open http://127.0.0.1:5182/.
 */
import { utils } from 'ethers5';
import { Ethers5Adapter } from '@gangway/adapter-ethers5';
import { evmNetworks } from '../../common/src/devnet';
import { createDevnetGangway } from '../../common/src/devnet-gangway';
import { $, fail, onClick, show } from '../../common/src/page';
import { showWidgetStatus } from '../../common/src/widget-status';

const ethers5Adapter = new Ethers5Adapter();
const gangway = createDevnetGangway({ networks: evmNetworks, adapter: ethers5Adapter });
const provider = ethers5Adapter.getWeb3Provider();
const MESSAGE = 'Hello from the ethers 5 host';

showWidgetStatus(gangway);

async function refresh() {
  try {
    const [accounts, network] = await Promise.all([provider.listAccounts(), provider.getNetwork()]);
    const address = accounts[0];
    show('lib-address', address ? utils.getAddress(address) : '—');
    show('lib-status', address ? 'connected' : 'disconnected');
    show('lib-chain', String(network.chainId));
    show('lib-balance', address ? `${utils.formatEther(await provider.getBalance(address))} ETH` : '—');
  } catch (error) { fail(error); }
}
ethers5Adapter.provider.on('accountsChanged', () => void refresh());
ethers5Adapter.provider.on('chainChanged', () => void refresh());
void refresh();

for (const id of [31337, 31338]) {
  $(`lib-switch-${id}`).addEventListener('click', () => void provider.send('wallet_switchEthereumChain', [{ chainId: utils.hexValue(id) }]).catch(fail));
}
onClick('lib-sign', async () => {
  const signer = provider.getSigner();
  const signature = await signer.signMessage(MESSAGE);
  show('lib-signature', signature);
  show('lib-signature-valid', String(utils.verifyMessage(MESSAGE, signature) === (await signer.getAddress())));
});
onClick('lib-send', async () => {
  const signer = provider.getSigner();
  const to = ($('lib-to') as HTMLInputElement).value;
  const tx = await signer.sendTransaction({ to, value: utils.parseEther(($('lib-amount') as HTMLInputElement).value) });
  show('lib-tx-hash', tx.hash);
  show('lib-tx-status', 'pending');
  const receipt = await tx.wait();
  show('lib-tx-status', receipt.status === 1 ? 'success' : 'reverted');
  void refresh();
});
$('lib-disconnect').addEventListener('click', () => void provider.send('wallet_revokePermissions', [{ eth_accounts: {} }]).catch(fail));
