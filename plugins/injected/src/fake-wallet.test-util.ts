/** Test doubles: an EIP-1193 wallet with scriptable answers, and EIP-6963 announcements. */
import type { Eip1193Provider } from './eip1193';

export const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
export const ALICE_CHECKSUM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const BOB = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

type Handler = (params: unknown) => unknown;

export class FakeWallet implements Eip1193Provider {
  calls: { method: string; params?: unknown }[] = [];
  chainId = '0x7a69';
  accounts = [ALICE];
  knownChains = new Set(['0x7a69']);
  /** Per-method overrides: return a value or throw. */
  handlers: Record<string, Handler> = {};
  private listeners = new Map<string, Set<(...a: unknown[]) => void>>();

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    this.calls.push(params === undefined ? { method } : { method, params });
    if (this.handlers[method]) return this.handlers[method](params);
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts': return this.accounts;
      case 'eth_chainId': return this.chainId;
      case 'wallet_switchEthereumChain': {
        const id = (params as [{ chainId: string }])[0].chainId;
        if (!this.knownChains.has(id)) throw Object.assign(new Error(`Unrecognized chain ID ${id}`), { code: 4902 });
        this.chainId = id;
        this.emit('chainChanged', id);
        return null;
      }
      case 'wallet_addEthereumChain': this.knownChains.add((params as [{ chainId: string }])[0].chainId); return null;
      case 'wallet_revokePermissions': return null;
      default: throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
    }
  }
  on(event: string, l: (...a: unknown[]) => void) { (this.listeners.get(event) ?? this.listeners.set(event, new Set()).get(event)!).add(l); }
  removeListener(event: string, l: (...a: unknown[]) => void) { this.listeners.get(event)?.delete(l); }
  emit(event: string, ...args: unknown[]) { for (const l of [...(this.listeners.get(event) ?? [])]) l(...args); }
  listenerCount(event: string) { return this.listeners.get(event)?.size ?? 0; }
  methods() { return this.calls.map((c) => c.method); }
}

export const rejection = (message = 'User rejected the request.') => Object.assign(new Error(message), { code: 4001 });

export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

/** Announce a wallet now and on every later eip6963:requestProvider, as extensions do. */
export function announce(provider: unknown, info: Partial<{ uuid: string; name: string; icon: string; rdns: string }> = {}) {
  const detail = Object.freeze({ info: { uuid: crypto.randomUUID(), name: 'Test Wallet', icon: ICON, rdns: 'dev.test.wallet', ...info }, provider });
  const fire = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', fire);
  fire();
  return () => window.removeEventListener('eip6963:requestProvider', fire);
}
