/**
 * The 'bip122' service: networks, Esplora reads (UTXOs, balance), BIP-322 message signing (every
 * signature checked before it is returned), PSBT signing and transfers. Requests to the wallet go
 * through the kernel's request hook, so whichever connector holds the bip122 session answers.
 * bitcoinjs-lib is loaded on first use (sdk.ts is the `bitcoin-sdk` chunk); balance reads need none of it.
 */
import { GangwayError, type PluginApi, type TokenBalance } from '@gangway/kernel';
import { invalidWalletResponse, walletAnswer } from '@gangway/lib-eip155';
import { namespaceNetworks, sessionRequest } from '@gangway/lib-wallet';
import * as z from 'zod/mini';
import { addressKind } from './addresses';
import { esploraClient, sumUtxos, type Fetch } from './esplora';
import type { BitcoinAddress, BitcoinService } from './public';

const sdk = () => import(/* webpackChunkName: "bitcoin-sdk" */ './sdk');

const Base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));
const SignMessageAnswer = z.looseObject({ address: z.optional(z.string()), signature: Base64 });
const SignPsbtAnswer = z.looseObject({ psbt: Base64 });

const formatSats = (sats: bigint) => {
  const s = sats.toString().padStart(9, '0');
  const frac = s.slice(-8).replace(/0+$/, '');
  return frac ? `${s.slice(0, -8)}.${frac}` : s.slice(0, -8);
};

export function createBitcoinService(api: Pick<PluginApi, 'options' | 'hooks'> & { readonly state: Pick<PluginApi['state'], 'getState'> }, fetchImpl?: Fetch): BitcoinService {
  const esplora = (network = service.network()) => esploraClient(service.esploraUrl(network), fetchImpl);
  const ref = (network = service.network()) => String(network.id);
  const networks = namespaceNetworks(api, 'bip122');
  const requireAddress = (address: string, network = service.network()) => {
    if (!addressKind(address.trim(), ref(network))) throw new GangwayError('INVALID_INPUT', `Invalid Bitcoin address ${address.trim()}`);
    return address.trim();
  };

  const service: BitcoinService = {
    networks: networks.all,
    network: networks.find,
    esploraUrl(network) {
      const own = network.rpcUrls.default.http[0];
      if (!own) throw new GangwayError('NETWORK_NOT_FOUND', `No Esplora URL for ${network.caipNetworkId}`);
      return own;
    },
    isAddress: (value, network) => typeof value === 'string' && !!addressKind(value.trim(), ref(network ?? service.network())),
    async getUtxos(address, network = service.network()) {
      return esplora(network).utxos(requireAddress(address, network));
    },
    async getBalance(address, network = service.network()) {
      return sumUtxos(await service.getUtxos(address, network));
    },
    async getBalances(address, network = service.network()): Promise<TokenBalance[]> {
      const sats = await service.getBalance(address, network);
      const { name, symbol, decimals } = network.nativeCurrency;
      return [{ name, symbol, chainId: network.caipNetworkId, price: 0, iconUrl: '', quantity: { decimals: String(decimals), numeric: formatSats(sats) } }];
    },
    getAddresses(): BitcoinAddress[] {
      const account = api.state.getState().chains.bip122?.account;
      if (account?.status !== 'connected' || !account.address) return [];
      const all = (account.allAccounts ?? []).filter((a) => a.namespace === 'bip122');
      const list = all.length ? all.map((a) => ({ address: a.address, purpose: a.type === 'ordinal' ? 'ordinal' as const : 'payment' as const })) : [{ address: account.address, purpose: 'payment' as const }];
      return [...list.filter((a) => a.purpose === 'payment'), ...list.filter((a) => a.purpose !== 'payment')];
    },
    async signMessage(message, address) {
      const signer = address ?? service.getAddresses()[0]?.address ?? api.state.getState().chains.bip122?.account.address;
      if (!signer) throw new GangwayError('NO_ACTIVE_ADDRESS');
      const answer = walletAnswer(SignMessageAnswer, 'signMessage', await service.request('signMessage', { message, address: signer, protocol: 'bip322' }));
      // A signature that does not verify for the address is a wrong answer, not a signature.
      if (!(await service.verifyMessage(message, signer, answer.signature))) {
        throw invalidWalletResponse('signMessage', 'The signature does not match the address');
      }
      return answer.signature;
    },
    async verifyMessage(message, address, signature) {
      return (await sdk()).verifyMessage(message, address, ref(), signature);
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const { sameTransaction, parsePsbt, finalize } = await sdk();
      if (!parsePsbt(psbt, ref())) throw new GangwayError('INVALID_INPUT', 'Invalid params for signPsbt: Expected a PSBT (base64)');
      const answer = walletAnswer(SignPsbtAnswer, 'signPsbt', await service.request('signPsbt', { psbt, signInputs, broadcast: false }));
      // The wallet signs what it was given: a PSBT with other inputs or outputs is refused.
      if (!sameTransaction(psbt, answer.psbt, ref())) throw invalidWalletResponse('signPsbt', 'The signed PSBT is not the requested transaction');
      if (!broadcast) return { psbt: answer.psbt };
      let raw: { hex: string; txid: string };
      try { raw = finalize(answer.psbt, ref()); } catch (error) { throw invalidWalletResponse('signPsbt', (error as Error).message); }
      const txid = await service.broadcast(raw.hex);
      return { psbt: answer.psbt, txid };
    },
    async sendTransfer({ to, amount, feeRate }) {
      const network = service.network();
      const receiver = requireAddress(to, network);
      const [from] = service.getAddresses();
      if (!from) throw new GangwayError('NO_ACTIVE_ADDRESS');
      const [{ buildTransfer }, utxos, rate] = await Promise.all([sdk(), service.getUtxos(from.address, network), feeRate ?? esplora(network).feeRate(6)]);
      const built = buildTransfer({ from: from.address, to: receiver, amount, feeRate: rate, utxos, ref: ref(network) });
      const signInputs = Array.from({ length: built.inputs }, (_, index) => ({ address: from.address, index }));
      const { txid } = await service.signPsbt({ psbt: built.psbt, signInputs, broadcast: true });
      return txid!;
    },
    async broadcast(hex, network = service.network()) {
      return esplora(network).broadcast(hex);
    },
    request: sessionRequest(api, 'bip122'),
  };
  return service;
}

