/** The slice of EIP-1193 the injected connector uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each event's listener takes its own arguments
  on?(event: string, listener: (...args: any[]) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for on()
  removeListener?(event: string, listener: (...args: any[]) => void): unknown;
}

/** A wallet the page offers: an EIP-6963 announcement, or the legacy window.ethereum. */
export interface InjectedWallet {
  /** Connector id: `eip6963:<rdns>`, or 'injected' for window.ethereum. */
  id: string;
  name: string;
  icon?: string;
  rdns?: string;
  type: 'ANNOUNCED' | 'INJECTED';
  provider: Eip1193Provider;
}

export const LEGACY_ID = 'injected';
export const LEGACY_NAME = 'Browser Wallet';
export const announcedId = (rdns: string) => `eip6963:${rdns}`;
/** Connector ids this plugin owns. */
export const isInjectedId = (id: string | undefined): id is string => !!id && (id === LEGACY_ID || id.startsWith('eip6963:'));
