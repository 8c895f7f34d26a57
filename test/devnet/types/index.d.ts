// Types for src/index.mjs.
import type { accounts } from './accounts';

export interface DevnetPorts { evm: number; evm2: number; relay: number; solana: number; solanaWs: number; solana2: number; solana2Ws: number; esplora: number; esplora2: number; api: number; frame: number }
/** `solana2` / `esplora2`: the second Solana cluster (testnet's genesis hash) and Bitcoin network (testnet parameters). */
export interface DevnetUrls { evm: string; evm2: string; relay: string; solana: string; solanaWs: string; solana2: string; solana2Ws: string; esplora: string; esplora2: string; api: string; frame: string; health: string }
export interface DevnetContracts { tokens: Record<'USDC' | 'DAI' | 'GANG' | 'HOSTILE' | 'SPAM', `0x${string}`>; amm: `0x${string}`; native: string; nfts: { ERC721: `0x${string}`; ERC1155: `0x${string}` }; chainIds: number[] }
/** What the ready line and process.env.GANGWAY_DEVNET carry. */
export interface DevnetInfo extends DevnetUrls { projectId: string; contracts: DevnetContracts }
export interface Devnet { urls: DevnetUrls; contracts: DevnetContracts; accounts: typeof accounts; projectId: string; world: unknown; stop(): Promise<void> }
export interface HealthReport { ok: boolean; components: Record<string, { ok: boolean; detail: unknown }>; urls: DevnetUrls }

export declare const DEFAULT_PORTS: Readonly<DevnetPorts>;
export declare const PROJECT_ID: 'gangway-devnet';
export { accounts };
export declare function startDevnet(options?: { ports?: Partial<DevnetPorts>; host?: '127.0.0.1'; dataDir?: string; log?: (...a: unknown[]) => void }): Promise<Devnet>;
export declare function checkHealth(urls: DevnetUrls): Promise<HealthReport>;
export declare function readyJson(d: Devnet): DevnetInfo;
