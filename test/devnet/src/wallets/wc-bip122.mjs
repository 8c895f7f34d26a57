// The bip122 half of the WalletConnect test wallet: answers the bip122 namespace's requests with a
// real secp256k1 key of the devnet (node side; the kit's shared signer, bitcoin-signer.mjs) on
// regtest, in the WalletConnect bip122 shapes the widget's chain-bip122 plugin sends:
//   getAccountAddresses {} -> [{ address, publicKey (hex), purpose: 'payment' | 'ordinal' }] (payment first)
//   signMessage { message (text), address?, protocol? } -> { address, signature } (BIP-322 simple, base64 witness)
//   signPsbt { psbt (base64), signInputs: [{ address, index }], broadcast? } -> { psbt } (signed, not finalized)
// The widget builds transfers itself (UTXOs from Esplora, a PSBT this wallet signs, its own broadcast),
// so `sendTransfer` and `signPsbt { broadcast: true }` are refused (4200) and the session does not list
// sendTransfer among the namespace's methods.
import { bitcoinKey } from './bitcoin-signer.mjs';
import { RpcError } from './evm-signer.mjs';

export const BIP122_METHODS = ['signMessage', 'signPsbt', 'getAccountAddresses'];
export const BIP122_EVENTS = ['accountsChanged', 'bip122_addressesChanged'];

/** @param {unknown} v */
const isText = (v) => typeof v === 'string';

/** @param {{ privateKey: string }} account */
export function createBip122Signer(account) {
  let wallet = bitcoinKey(account.privateKey);
  /** @param {unknown} address @param {string} method */
  const own = (address, method) => {
    if (address === undefined) return wallet.payment;
    if (address !== wallet.payment && address !== wallet.ordinals) throw new RpcError(4100, `${method}: ${String(address)} is not an address of this wallet`);
    return address;
  };
  return {
    /** The payment address (p2wpkh): the one the session's CAIP-10 accounts carry. */
    get address() { return wallet.payment; },
    /** The ordinals address (p2tr key path of the same key). */
    get ordinalsAddress() { return wallet.ordinals; },
    /** @param {{ privateKey: string }} next */
    setAccount(next) { wallet = bitcoinKey(next.privateKey); },
    /** @param {{ method: string, params?: any }} request */
    async request({ method, params }) {
      switch (method) {
        case 'getAccountAddresses':
          return [
            { address: wallet.payment, publicKey: Buffer.from(wallet.key.publicKey).toString('hex'), purpose: 'payment' },
            { address: wallet.ordinals, publicKey: Buffer.from(wallet.xonly).toString('hex'), purpose: 'ordinal' },
          ];
        case 'signMessage': {
          if (!isText(params?.message)) throw new RpcError(-32602, 'Invalid params: message');
          if (params.protocol !== undefined && params.protocol !== 'bip322') throw new RpcError(-32602, `Unsupported protocol ${params.protocol}`);
          const address = own(params.address, method);
          const witness = wallet.signMessage(address, new TextEncoder().encode(params.message));
          return { address, signature: Buffer.from(witness).toString('base64') };
        }
        case 'signPsbt': {
          if (!isText(params?.psbt) || !Array.isArray(params?.signInputs)) throw new RpcError(-32602, 'Invalid params: psbt, signInputs');
          if (params.broadcast) throw new RpcError(4200, 'signPsbt with broadcast is not supported by this wallet');
          /** @type {Map<string, number[]>} */
          const byAddress = new Map();
          for (const input of params.signInputs) {
            if (!Number.isInteger(input?.index) || input.index < 0) throw new RpcError(-32602, 'Invalid params: signInputs');
            const address = own(input.address, method);
            byAddress.set(address, [...(byAddress.get(address) ?? []), input.index]);
          }
          let signed;
          try {
            signed = wallet.signPsbt(Buffer.from(params.psbt, 'base64'), [...byAddress].map(([address, signingIndexes]) => ({ address, signingIndexes })));
          } catch (e) {
            throw new RpcError(-32602, `Invalid params: ${e instanceof Error ? e.message : String(e)}`);
          }
          return { psbt: Buffer.from(signed).toString('base64') };
        }
        default:
          throw new RpcError(4200, `Unsupported method ${method}`);
      }
    },
  };
}
