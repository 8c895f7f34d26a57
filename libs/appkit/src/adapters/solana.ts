/**
 * `@gangway/appkit/adapter-solana`: AppKit's `SolanaAdapter` (reown-com/appkit
 * packages/adapters/solana/src/client.ts:42-90, options `connectionSettings`, `wallets`,
 * `registerWalletStandard`) on Gangway's Solana adapter (plugins/adapter-solana).
 */
import { SolanaAdapter as GangwaySolanaAdapter, type SolanaProvider } from '@gangway/adapter-solana';
import { warnOnce } from '../options';

/** AppKit's Solana `Provider` type: the connected wallet's provider as Gangway hands it out. */
export type Provider = SolanaProvider;
export type { AnyTransaction } from '@gangway/adapter-solana';

/** web3.js's Commitment, as Gangway's adapter takes it. */
type Commitment = NonNullable<NonNullable<ConstructorParameters<typeof GangwaySolanaAdapter>[0]>['commitment']>;
/** web3.js's ConnectionConfig: Gangway uses its commitment. */
type ConnectionConfig = { commitment?: Commitment } & Record<string, unknown>;

export interface AdapterOptions {
  connectionSettings?: Commitment | ConnectionConfig;
  /**
   * Wallet-adapter instances. Deprecated in AppKit too ("Wallets are automatically recognized from the
   * browser"): Gangway lists the browser's Wallet Standard wallets itself, so these are not used.
   */
  wallets?: unknown[];
  /** Registering WalletConnect as a Wallet Standard wallet (AppKit's default: false). */
  registerWalletStandard?: boolean;
}

export class SolanaAdapter extends GangwaySolanaAdapter {
  constructor(options: AdapterOptions = {}) {
    const { connectionSettings, wallets, registerWalletStandard } = options;
    const settings = typeof connectionSettings === 'string' ? { commitment: connectionSettings } : connectionSettings ?? {};
    const { commitment, ...otherSettings } = settings;
    if (wallets?.length) warnOnce('SolanaAdapter wallets', "Gangway lists the browser's Wallet Standard wallets itself; the wallet-adapter instances are not used");
    if (registerWalletStandard) warnOnce('SolanaAdapter registerWalletStandard', 'not supported by Gangway; ignored');
    for (const key of Object.keys(otherSettings)) warnOnce(`SolanaAdapter connectionSettings.${key}`, 'not supported by Gangway (only commitment); ignored');
    super({ commitment });
  }

  /** What useAppKitProvider('solana') hands out (AppKit's Solana `Provider`): this adapter's provider. */
  get appKitProvider(): Provider { return this.provider; }
}
