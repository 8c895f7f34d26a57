/**
 * AppKit's Bitcoin provider shape (`BitcoinConnector`, reown-com/appkit
 * packages/appkit-utils/src/bitcoin/BitcoinTypesUtil.ts:11-17, types :26-131) over Gangway's
 * Bitcoin adapter, so an app's `useAppKitProvider<BitcoinConnector>('bip122')` calls keep working:
 * `getAccountAddresses`, `signMessage` and `sendTransfer` resolving to strings, `signPSBT`, and
 * `switchNetwork(caipNetworkId)`. Every call goes to the connected wallet through the adapter
 * (signatures checked, signed PSBTs compared with the ones asked for).
 */
import type { BitcoinAdapter } from '@gangway/adapter-bitcoin';

export interface AccountAddress {
  address: string;
  /** Hex, without 0x, when the wallet tells it. */
  publicKey?: string;
  path?: string;
  purpose: 'payment' | 'ordinal' | 'stx';
}

export interface SignPSBTParams {
  /** Base64. */
  psbt: string;
  signInputs: { address: string; index: number; sighashTypes: number[]; publicKey?: string; disableTweakSigner?: boolean; useTweakedSigner?: boolean }[];
  broadcast?: boolean;
}

export interface BitcoinConnector {
  getAccountAddresses(): Promise<AccountAddress[]>;
  /** The signature, base64. Gangway's wallets sign BIP-322 simple; `protocol: 'ecdsa'` is refused by them, not rewritten. */
  signMessage(params: { message: string; address: string; protocol?: 'ecdsa' | 'bip322' }): Promise<string>;
  /** `amount` in satoshis; resolves with the txid once Esplora accepted the transaction. */
  sendTransfer(params: { amount: string; recipient: string }): Promise<string>;
  signPSBT(params: SignPSBTParams): Promise<{ psbt: string; txid?: string }>;
  switchNetwork(caipNetworkId: string): Promise<void>;
  /** The wallet's own methods, as Gangway's Bitcoin provider passes them on. */
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>;
}

/** AppKit's name for a namespace's provider type, from this entry. */
export type Provider = BitcoinConnector;

type Adapter = Pick<BitcoinAdapter, 'getProvider' | 'switchNetwork'>;

export function bitcoinConnector(adapter: Adapter): BitcoinConnector {
  const provider = () => adapter.getProvider();
  return {
    async getAccountAddresses() {
      return (await (await provider()).getAddresses()).map(({ address, purpose, publicKey }) => (publicKey ? { address, purpose, publicKey } : { address, purpose }));
    },
    async signMessage({ message, address, protocol }) {
      if (protocol === 'ecdsa') throw new Error("signMessage: protocol 'ecdsa' is not supported; Gangway's Bitcoin wallets sign BIP-322");
      return (await (await provider()).signMessage({ message, address })).signature;
    },
    async sendTransfer({ amount, recipient }) {
      return (await (await provider()).sendTransfer({ recipientAddress: recipient, amount })).txid;
    },
    async signPSBT({ psbt, signInputs, broadcast }) {
      const inputs = signInputs.map(({ address, index, sighashTypes }) => ({ address, index, sighashTypes }));
      return (await provider()).signPsbt({ psbt, signInputs: inputs, broadcast });
    },
    switchNetwork: (caipNetworkId) => adapter.switchNetwork(caipNetworkId),
    request: async (args) => (await provider()).request(args),
  };
}
