// The Solana half of the WalletConnect test wallet: answers the solana namespace's requests with a
// real ed25519 key of the devnet (node side), in the shapes every Solana connector of the widget uses:
//   solana_signMessage { message: base58, pubkey } -> { signature: base58 }
//   solana_signTransaction { transaction: base64 } -> { transaction: base64 }
//   solana_signAndSendTransaction { transaction: base64 } -> { signature: base58 } (sent to the devnet cluster)
//   solana_getAccounts / solana_requestAccounts -> [{ pubkey }]
import { Keypair, Transaction, VersionedTransaction } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { RpcError } from './evm-signer.mjs';

export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_getAccounts', 'solana_requestAccounts'];

/** @param {{ secretKey: string }} account @param {string | undefined} rpcUrl */
export function createSolanaSigner(account, rpcUrl) {
  let keypair = Keypair.fromSecretKey(Uint8Array.from(Buffer.from(account.secretKey, 'hex')));
  /** @param {Uint8Array} raw */
  const sign = (raw) => {
    try {
      const tx = Transaction.from(raw);
      tx.partialSign(keypair);
      return new Uint8Array(tx.serialize({ requireAllSignatures: false }));
    } catch {
      const vtx = VersionedTransaction.deserialize(raw);
      vtx.sign([keypair]);
      return vtx.serialize();
    }
  };
  /** @param {string} method @param {unknown[]} params */
  const rpc = async (method, params) => {
    if (!rpcUrl) throw new RpcError(-32603, 'No Solana RPC configured for this wallet');
    const r = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    const j = await r.json();
    if (j.error) throw new RpcError(-32603, j.error.message);
    return j.result;
  };
  return {
    get address() { return keypair.publicKey.toBase58(); },
    /** @param {{ secretKey: string }} next */
    setAccount(next) { keypair = Keypair.fromSecretKey(Uint8Array.from(Buffer.from(next.secretKey, 'hex'))); },
    /** @param {{ method: string, params?: any }} request */
    async request({ method, params }) {
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: keypair.publicKey.toBase58() }];
        case 'solana_signMessage': {
          if (typeof params?.message !== 'string') throw new RpcError(-32602, 'Invalid params: message');
          if (params.pubkey && params.pubkey !== keypair.publicKey.toBase58()) throw new RpcError(4100, 'Unknown account');
          const signature = ed25519.sign(base58.decode(params.message), keypair.secretKey.slice(0, 32));
          return { signature: base58.encode(signature) };
        }
        case 'solana_signTransaction':
          return { transaction: Buffer.from(sign(Buffer.from(String(params?.transaction), 'base64'))).toString('base64') };
        case 'solana_signAndSendTransaction': {
          const wire = sign(Buffer.from(String(params?.transaction), 'base64'));
          return { signature: await rpc('sendTransaction', [Buffer.from(wire).toString('base64'), { encoding: 'base64' }]) };
        }
        default:
          throw new RpcError(4200, `Unsupported method ${method}`);
      }
    },
  };
}
