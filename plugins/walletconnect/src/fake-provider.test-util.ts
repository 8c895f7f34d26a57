/** A stand-in for @walletconnect/universal-provider: emits display_uri, resolves on approve(). */
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';
import type { WcProvider } from './provider-loader';

export const WALLET_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export class FakeProvider {
  events = new EventEmitter();
  session: unknown = undefined;
  proposals: { params: unknown; uri: string; resolve(s: unknown): void; reject(e: unknown): void }[] = [];
  request = vi.fn(async (_args: { method: string; params?: unknown }, _chain?: string): Promise<unknown> => null);
  setDefaultChain = vi.fn();
  disconnect = vi.fn(async () => { this.session = undefined; });
  on(e: string, f: (...a: any[]) => void) { this.events.on(e, f); }
  off(e: string, f: (...a: any[]) => void) { this.events.off(e, f); }
  connect(params: unknown) {
    const uri = `wc:topic${this.proposals.length + 1}@2?relay-protocol=irn&symKey=${'a'.repeat(64)}`;
    return new Promise((resolve, reject) => {
      this.proposals.push({ params, uri, resolve, reject });
      // The SDK emits the URI once the pairing exists, before the wallet answers.
      queueMicrotask(() => this.events.emit('display_uri', uri));
    });
  }
  /** The wallet approves the latest proposal with accounts on these chains. */
  approve(chains = [31337, 31338], address = WALLET_ADDRESS) {
    this.session = {
      topic: 'session-topic',
      namespaces: { eip155: { accounts: chains.map((c) => `eip155:${c}:${address}`), methods: [], events: [] } },
      peer: { metadata: { name: 'Gangway WalletConnect Test Wallet', icons: ['https://wallet.example/icon.png'] } },
    };
    this.proposals.at(-1)!.resolve(this.session);
  }
  /** The wallet emits a session event (accountsChanged, chainChanged) on a chain (CAIP-2), as the SDK relays it. */
  walletEvent(name: string, data: unknown, chainId = 'eip155:31337') {
    this.events.emit('session_event', { id: 1, topic: 'session-topic', params: { event: { name, data }, chainId } });
  }
  /** A multi-namespace session: eip155 accounts plus these namespaces' CAIP-10 accounts. */
  approveNamespaces(extra: Record<string, string[]>, chains = [31337, 31338], address = WALLET_ADDRESS) {
    this.session = {
      topic: 'session-topic',
      namespaces: {
        eip155: { accounts: chains.map((c) => `eip155:${c}:${address}`), methods: [], events: [] },
        ...Object.fromEntries(Object.entries(extra).map(([ns, accounts]) => [ns, { accounts, methods: [], events: [] }])),
      },
      peer: { metadata: { name: 'Gangway WalletConnect Test Wallet', icons: [] } },
    };
    this.proposals.at(-1)!.resolve(this.session);
  }
  reject() { this.proposals.at(-1)!.reject(Object.assign(new Error('User rejected.'), { code: 5000 })); }
  asProvider() { return this as unknown as WcProvider; }
}
