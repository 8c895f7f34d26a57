// Indexes the local EVM chains into per-address history items (native transfers, ERC-20 Transfer logs,
// AMM swaps). Incremental: each call reads only blocks mined since the last call.
import { decodeEventLog, parseAbiItem } from 'viem';
import { publicClient } from './evm-read.mjs';
import { chainTokens, formatUnitsStr, tokenByAddress, tokenIcon } from './tokens.mjs';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/**
 * @typedef {{ id: string, metadata: { operationType: string, hash: string, minedAt: string, sentFrom: string, sentTo: string, status: string, nonce: number, chain: string, application?: {name: string, iconUrl: string} },
 *   transfers: any[] }} HistoryItem
 */

/** @param {import('./world.mjs').World} world */
export function createIndexer(world) {
  /** @type {Map<number, { next: bigint, items: (HistoryItem & { parties: Set<string>, block: bigint, index: number })[] }>} */
  const state = new Map();
  /** @type {Promise<void> | null} */
  let running = null;

  /** @param {import('./world.mjs').EvmChain} chain */
  async function indexChain(chain) {
    const c = publicClient(chain.url);
    const s = state.get(chain.chainId) ?? { next: 0n, items: [] };
    state.set(chain.chainId, s);
    const head = await c.getBlockNumber({ cacheTime: 0 });
    const ammAddr = chain.contracts.amm.toLowerCase();
    for (let n = s.next; n <= head; n++) {
      const block = await c.getBlock({ blockNumber: n, includeTransactions: true });
      const minedAt = new Date(Number(block.timestamp) * 1000).toISOString();
      for (const [index, tx] of block.transactions.entries()) {
        const receipt = await c.getTransactionReceipt({ hash: tx.hash });
        const transfers = [];
        const parties = new Set([tx.from.toLowerCase(), (tx.to ?? '').toLowerCase()]);
        if (tx.value > 0n) transfers.push(fungible(world, chain, 'ETH', tx.from, tx.to ?? '', tx.value));
        for (const log of receipt.logs) {
          if (log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3) continue;
          const t = tokenByAddress(chain, log.address);
          if (!t) continue;
          const ev = decodeEventLog({ abi: [TRANSFER], data: log.data, topics: /** @type {any} */ (log.topics) });
          const { from, to, value } = /** @type {{from: string, to: string, value: bigint}} */ (ev.args);
          parties.add(from.toLowerCase());
          parties.add(to.toLowerCase());
          transfers.push(fungible(world, chain, t.key, from, to, value));
        }
        // Native coin paid out by the AMM shows up as an internal transfer: infer it from balances is costly,
        // so the swap's own Swap event is enough for the operation type.
        const isSwap = (tx.to ?? '').toLowerCase() === ammAddr && transfers.length > 0;
        const op = !tx.to ? 'deploy' : isSwap ? 'trade' : transfers.length ? 'send' : 'execute';
        s.items.push({
          id: tx.hash,
          metadata: { operationType: op, hash: tx.hash, minedAt, sentFrom: tx.from, sentTo: tx.to ?? receipt.contractAddress ?? '', status: receipt.status === 'success' ? 'confirmed' : 'failed', nonce: tx.nonce, chain: `eip155:${chain.chainId}` },
          transfers,
          parties,
          block: n,
          index,
        });
      }
      s.next = n + 1n;
    }
  }

  return {
    async sync() {
      if (!running) running = Promise.all(world.evm.map(indexChain)).then(() => undefined).finally(() => (running = null));
      await running;
    },
    /**
     * @param {string} address
     * @param {{ chainId?: string, cursor?: string, limit?: number }} q
     */
    async history(address, { chainId, cursor, limit = 10 }) {
      await this.sync();
      const a = address.toLowerCase();
      const rows = [];
      for (const [id, s] of state) {
        if (chainId && `eip155:${id}` !== chainId) continue;
        for (const it of s.items) {
          if (!it.parties.has(a)) continue;
          const { parties, block, index, ...item } = it;
          const transfers = item.transfers.map((t) => ({ ...t, direction: direction(t, a) }));
          const meta = { ...item.metadata, operationType: item.metadata.operationType === 'send' && transfers.every((t) => t.direction === 'in') ? 'receive' : item.metadata.operationType };
          rows.push({ sortKey: [Number(block), index, id], item: { ...item, metadata: meta, transfers } });
        }
      }
      rows.sort((x, y) => y.sortKey[0] - x.sortKey[0] || y.sortKey[1] - x.sortKey[1] || Number(y.sortKey[2]) - Number(x.sortKey[2]));
      const start = cursor ? Number(Buffer.from(cursor, 'base64url').toString()) || 0 : 0;
      const page = rows.slice(start, start + limit).map((r) => r.item);
      const next = start + limit < rows.length ? Buffer.from(String(start + limit)).toString('base64url') : null;
      return { data: page, next };
    },
  };
}

/** @param {any} t @param {string} a */
function direction(t, a) {
  const from = t.sender?.toLowerCase();
  const to = t.recipient?.toLowerCase();
  if (from === a && to === a) return 'self';
  return from === a ? 'out' : 'in';
}

/**
 * @param {import('./world.mjs').World} world @param {import('./world.mjs').EvmChain} chain
 * @param {string} key @param {string} from @param {string} to @param {bigint} value
 */
function fungible(world, chain, key, from, to, value) {
  const t = chainTokens(chain).find((x) => x.key === key);
  if (!t) throw new Error(`unknown token ${key}`);
  const numeric = formatUnitsStr(value, t.decimals);
  const base = { sender: from, recipient: to, quantity: { numeric }, value: Number(numeric) * t.priceUsd, price: t.priceUsd };
  if (t.spam) {
    // Spam airdrops carry the spec's spam flag (nft_info.flags.is_spam) so the widget hides them.
    return { ...base, nft_info: { name: t.name, flags: { is_spam: true }, content: { preview: { url: tokenIcon(world.apiUrl, t.symbol) } } } };
  }
  return { ...base, fungible_info: { name: t.name, symbol: t.symbol, icon: { url: tokenIcon(world.apiUrl, t.symbol) } } };
}
