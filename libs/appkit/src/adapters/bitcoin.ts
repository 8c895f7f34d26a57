/**
 * `@gangway/appkit/adapter-bitcoin`: AppKit's `BitcoinAdapter` (reown-com/appkit
 * packages/adapters/bitcoin/src/adapter.ts:37 and :652, options `api` plus the adapter blueprint's
 * `networks`, `projectId`) on Gangway's bitcoin adapter (plugins/adapter-bitcoin). The widget's
 * networks and project come from createAppKit, so the adapter's own copies are not needed.
 */
import { BitcoinAdapter as GangwayBitcoinAdapter } from '@gangway/adapter-bitcoin';
import type { Network } from '@gangway/kernel';
import { warnOnce } from '../options';
import { bitcoinConnector, type BitcoinConnector } from './bitcoin-connector';

export type { BitcoinConnector, Provider } from './bitcoin-connector';
export type { BitcoinAccount, BitcoinAddress, BitcoinProvider, SignPsbtParams, SignPsbtResult } from '@gangway/adapter-bitcoin';

export interface BitcoinAdapterOptions {
  /** AppKit's replacement for its Bitcoin API calls (UTXOs, fees); Gangway's chain plugin talks to Esplora itself. */
  api?: Record<string, unknown>;
  networks?: Network[];
  projectId?: string;
}

export class BitcoinAdapter extends GangwayBitcoinAdapter {
  constructor(options: BitcoinAdapterOptions = {}) {
    super();
    if (options.api && Object.keys(options.api).length) warnOnce('BitcoinAdapter api', "not supported by Gangway (its chain plugin reads the network's Esplora); ignored");
  }

  /** What useAppKitProvider('bip122') hands out: AppKit's BitcoinConnector shape over this adapter. */
  get appKitProvider(): BitcoinConnector { return (this.#connector ??= bitcoinConnector(this)); }

  #connector?: BitcoinConnector;
}
