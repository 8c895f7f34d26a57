// startDevnet(): every remote service the widget needs, on 127.0.0.1, from one call.
// Components: two anvil EVM chains (31337, 31338) with tokens + AMM, a WalletConnect relay, two Solana
// JSON-RPC clusters over LiteSVM (devnet's and testnet's genesis hash), two Bitcoin Esplora REST
// servers over in-memory UTXO sets (regtest and testnet parameters), the API emulator and the
// embedded-wallet frame emulator. See ../README.md.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accounts } from './accounts.mjs';
import { startApi } from './api/server.mjs';
import { createWorld } from './api/world.mjs';
import { startEsplora } from './bitcoin/server.mjs';
import { startAnvil } from './evm/anvil.mjs';
import { deployContracts } from './evm/deploy.mjs';
import { startFrame } from './frame/server.mjs';
import { rpc } from './lib/http.mjs';
import { DEFAULT_PORTS } from './lib/ports.mjs';
import { startRelay } from './relay/server.mjs';
import { GENESIS, startSolana } from './solana/server.mjs';

export { accounts, DEFAULT_PORTS };
export const PROJECT_ID = 'gangway-devnet';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * @typedef {{ evm: string, evm2: string, relay: string, solana: string, solanaWs: string, solana2: string, solana2Ws: string, esplora: string, esplora2: string, api: string, frame: string, health: string }} DevnetUrls
 *   solana2 / esplora2: the second Solana cluster (testnet's genesis hash) and Bitcoin network (testnet)
 * @typedef {{ tokens: Record<string, `0x${string}`>, amm: `0x${string}`, native: string, nfts: { ERC721: `0x${string}`, ERC1155: `0x${string}` }, chainIds: number[] }} DevnetContracts
 * @typedef {{ urls: DevnetUrls, contracts: DevnetContracts, accounts: typeof accounts, projectId: string, world: import('./api/world.mjs').World, stop: () => Promise<void> }} Devnet
 */

/** @typedef {Awaited<ReturnType<typeof startSolana>>} Sol @typedef {Awaited<ReturnType<typeof startEsplora>>} Btc */

/**
 * @param {{ ports?: Partial<typeof DEFAULT_PORTS>, host?: string, dataDir?: string, log?: (...a: unknown[]) => void }} [options]
 * @returns {Promise<Devnet>}
 */
export async function startDevnet(options = {}) {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1') throw new Error('The devnet listens on 127.0.0.1 only');
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const dataDir = options.dataDir ?? join(repoRoot, '.devnet-data');
  mkdirSync(dataDir, { recursive: true });
  const log = options.log ?? (() => {});

  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  const stop = async () => {
    const list = stops.splice(0).reverse();
    await Promise.allSettled(list.map((s) => s()));
  };
  /** @type {Promise<unknown> | undefined} */
  let servers;
  try {
    const base = (/** @type {number} */ p) => `http://${host}:${p}`;
    const apiUrl = base(ports.api);
    const frameUrl = base(ports.frame);
    // Chains first (in parallel), then everything that reads them.
    servers = settle([
      startRelay({ host, port: ports.relay }),
      startSolana({ host, port: ports.solana, wsPort: ports.solanaWs }),
      startEsplora({ host, port: ports.esplora }),
      startSolana({ host, port: ports.solana2, wsPort: ports.solana2Ws, genesisHash: GENESIS.testnet }),
      startEsplora({ host, port: ports.esplora2, network: 'testnet' }),
    ], (x) => stops.push(x.close));
    const [[a1, c1], [a2, c2]] = await settle([
      chainWithContracts({ host, port: ports.evm, chainId: 31337 }, log),
      chainWithContracts({ host, port: ports.evm2, chainId: 31338 }, log),
    ], ([a]) => stops.push(a.stop));
    const [relay, solana, esplora, solana2, esplora2] = /** @type {[Awaited<ReturnType<typeof startRelay>>, Sol, Btc, Sol, Btc]} */ (/** @type {unknown} */ (await servers));
    log('chains, relay, solana (2 clusters) and esplora (2 networks) up');

    const world = createWorld({
      evm: [
        { url: a1.url, chainId: 31337, name: 'Gangway Devnet', contracts: c1 },
        { url: a2.url, chainId: 31338, name: 'Gangway Devnet 2', contracts: c2 },
      ],
      solanaUrl: solana.url,
      solana2Url: solana2.url,
      esploraUrl: esplora.url,
      relayUrl: relay.url,
      dataDir,
      apiUrl,
      frameUrl,
    });
    // One fault control for every component (POST /__admin/faults): the relay consults it too.
    relay.setRefuse(() => world.faults.relayRefuses());
    world.faults.attachRelay(relay);
    const api = await startApi(world, { host, port: ports.api });
    stops.push(api.close);
    const frame = await startFrame(world, { host, port: ports.frame });
    stops.push(frame.close);

    /** @type {DevnetUrls} */
    const urls = {
      evm: a1.url, evm2: a2.url, relay: relay.url, solana: solana.url, solanaWs: solana.wsUrl, solana2: solana2.url, solana2Ws: solana2.wsUrl,
      esplora: esplora.url, esplora2: esplora2.url, api: api.url, frame: frame.url, health: `${api.url}/__health`,
    };
    Object.assign(world.urls, urls);
    world.health = () => checkHealth(urls);
    const contracts = { tokens: c1.tokens, amm: c1.amm, native: c1.native, nfts: c1.nfts, chainIds: [31337, 31338] };
    world.info = { ...urls, projectId: PROJECT_ID, contracts };
    const h = await checkHealth(urls);
    if (!h.ok) throw new Error(`devnet components not healthy: ${JSON.stringify(h.components)}`);
    return { urls, contracts, accounts, projectId: PROJECT_ID, world, stop };
  } catch (e) {
    await servers?.catch(() => {}); // let late starters register their cleanup first
    await stop();
    throw e;
  }
}

/**
 * Like Promise.all, but registers the cleanup of every component that did start before rethrowing,
 * so a failure of one never leaves another running.
 * @template T @param {Promise<T>[]} starts @param {(v: T) => void} onStarted @returns {Promise<T[]>}
 */
/**
 * An anvil chain with the devnet's contracts. The deploy is deterministic from nonce 0, so when it
 * fails (seen rarely on a loaded machine: a transaction never mined) the chain is thrown away and a
 * fresh one deployed, once.
 * @param {{ host: string, port: number, chainId: number }} opts @param {(m: string) => void} log
 */
async function chainWithContracts(opts, log) {
  for (let attempt = 1; ; attempt++) {
    const anvil = await startAnvil(opts);
    try {
      return /** @type {const} */ ([anvil, await deployContracts(anvil)]);
    } catch (error) {
      await anvil.stop();
      if (attempt >= 2) throw error;
      log(`deploy on chain ${opts.chainId} failed, retrying on a fresh chain: ${/** @type {Error} */ (error).message}`);
    }
  }
}

/**
 * Waits for every start; hands each one that started to `onStarted` (to stop it later), then
 * throws the first failure.
 * @template {readonly Promise<unknown>[] | []} P
 * @param {P} starts @param {(value: Awaited<P[number]>) => void} onStarted
 * @returns {Promise<{ -readonly [K in keyof P]: Awaited<P[K]> }>}
 */
async function settle(starts, onStarted) {
  const results = await Promise.allSettled(starts);
  for (const r of results) if (r.status === 'fulfilled') onStarted(/** @type {Awaited<P[number]>} */ (r.value));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw /** @type {PromiseRejectedResult} */ (failed).reason;
  return /** @type {any} */ (results.map((r) => /** @type {PromiseFulfilledResult<unknown>} */ (r).value));
}

/** Probes every component. @param {DevnetUrls} urls */
export async function checkHealth(urls) {
  const get = async (/** @type {string} */ url) => {
    const r = await fetch(url);
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    return r.text();
  };
  const checks = {
    evm: () => rpc(urls.evm, 'eth_chainId').then(Number),
    evm2: () => rpc(urls.evm2, 'eth_chainId').then(Number),
    relay: () => get(urls.relay.replace(/^ws/, 'http')).then(() => 'ok'),
    solana: () => rpc(urls.solana, 'getHealth'),
    solana2: () => rpc(urls.solana2, 'getHealth'),
    esplora: () => get(`${urls.esplora}/blocks/tip/height`).then(Number),
    esplora2: () => get(`${urls.esplora2}/blocks/tip/height`).then(Number),
    api: () => get(`${urls.api}/v1/supported-chains?projectId=${PROJECT_ID}`).then(() => 'ok'),
    frame: () => get(`${urls.frame}/__health`).then(() => 'ok'),
  };
  /** @type {Record<string, {ok: boolean, detail: unknown}>} */
  const components = {};
  await Promise.all(
    Object.entries(checks).map(async ([k, f]) => {
      try {
        components[k] = { ok: true, detail: await f() };
      } catch (e) {
        components[k] = { ok: false, detail: e instanceof Error ? e.message : String(e) };
      }
    }),
  );
  return { ok: Object.values(components).every((c) => c.ok), components, urls };
}

/** The JSON the ready line and GANGWAY_DEVNET carry: urls plus contract addresses and the project id. @param {Devnet} d */
export function readyJson(d) {
  return { ...d.urls, projectId: d.projectId, contracts: d.contracts };
}
