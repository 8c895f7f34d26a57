// The shared state every devnet HTTP component reads: chain endpoints and contracts, project settings,
// faults, the analytics sink, the mailbox and the names file. Created once by startDevnet().
import { createMailbox } from '../lib/mailbox.mjs';
import { createFaults } from './faults.mjs';
import { createAttestations } from '../verify/attestations.mjs';
import { createProjects } from './projects-store.mjs';
import { DEFAULT_REGISTRY_SIZE } from './registry.mjs';

/**
 * @typedef {{ url: string, chainId: number, name: string, contracts: { tokens: Record<string, `0x${string}`>, amm: `0x${string}`, native: string, nfts: { ERC721: `0x${string}`, ERC1155: `0x${string}` } } }} EvmChain
 * @typedef {ReturnType<typeof createWorld>} World
 */

/**
 * @param {{ evm: EvmChain[], solanaUrl?: string, solana2Url?: string, esploraUrl?: string, dataDir: string, apiUrl: string, frameUrl?: string, relayUrl?: string }} opts
 */
export function createWorld(opts) {
  return {
    ...opts,
    /** @type {Record<string, string>} filled in by startDevnet once every component listens */
    urls: /** @type {Record<string, string>} */ ({}),
    /** @type {Record<string, unknown>} the ready-line JSON (urls + projectId + contracts), served at /__admin/info */
    info: /** @type {Record<string, unknown>} */ ({}),
    projects: createProjects(),
    faults: createFaults(),
    /** The WalletConnect Verify emulation: signing key, verdict per origin (routes/verify.mjs). */
    verify: createAttestations(),
    mailbox: createMailbox(),
    /** Identities set by tests (POST /__admin/identities/:address): what /v1/identity answers for them, hostile data included. */
    /** @type {Map<string, { name: unknown, avatar: unknown }>} */
    identities: new Map(),
    /**
     * Synthetic token balances per address (POST /__admin/tokens/:address { count }): the balance API
     * answers that many more tokens for it (load tests: a 1,000-token account), on every devnet chain.
     * @type {Map<string, number>}
     */
    extraTokens: new Map(),
    /**
     * How many listings the wallet registry holds (POST /__admin/registry { count }): the default
     * is a few hundred; load tests ask for the real registry's size (~600) or more.
     */
    registrySize: DEFAULT_REGISTRY_SIZE,
    /** Frame emulator settings, changed through POST /__admin/frame. */
    frameSettings: { requireDeviceVerification: false },
    /** @type {{ id: number, receivedAt: number, query: Record<string,string>, body: unknown }[]} */
    analytics: [],
    /** @type {{ method?: string, path: string, projectId: string, st?: string, sv?: string, at: number }[]} */
    requests: [],
    /** @type {() => Promise<Record<string, unknown>>} */
    health: async () => ({}),
    /** @param {number|string} chainId eip155 id (number or "eip155:31337") */
    evmChain(chainId) {
      const id = typeof chainId === 'string' ? Number(chainId.split(':').pop()) : chainId;
      return opts.evm.find((c) => c.chainId === id);
    },
  };
}
