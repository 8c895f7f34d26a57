// Indexes the local EVM chains into per-address history items (native transfers, ERC-20 Transfer logs,
// AMM swaps). Incremental: each call reads only blocks mined since the last call.
import { decodeEventLog, keccak256, parseAbiItem, toBytes } from 'viem';
import { rpc, rpcBatch } from '../lib/http.mjs';
import { NATIVE } from '../evm/chains.mjs';
import { createNftReader } from './nfts.mjs';
import { chainTokens, formatUnitsStr, tokenByAddress, tokenIcon } from './tokens.mjs';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const NFT_TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)');
const TRANSFER_SINGLE = parseAbiItem('event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)');
const TRANSFER_SINGLE_TOPIC = keccak256(toBytes('TransferSingle(address,address,address,uint256,uint256)'));
const SWAP = parseAbiItem('event Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to)');
const SWAP_TOPIC = keccak256(toBytes('Swap(address,address,address,uint256,uint256,address)'));

/**
 * @typedef {{ id: string, metadata: { operationType: string, hash: string, minedAt: string, sentFrom: string, sentTo: string, status: string, nonce: number, chain: string, application?: {name: string, iconUrl: string} },
 *   transfers: any[] }} HistoryItem
 */

/** @param {import('./world.mjs').World} world */
export function createIndexer(world) {
  /** @type {Map<number, { next: bigint, items: (HistoryItem & { parties: Set<string>, block: bigint, index: number })[] }>} */
  const state = new Map();
  /** @type {Map<number, ReturnType<typeof createNftReader>>} */
  const nftReaders = new Map();
  const nftReader = (/** @type {import('./world.mjs').EvmChain} */ c) => {
    let x = nftReaders.get(c.chainId);
    if (!x) nftReaders.set(c.chainId, (x = createNftReader(c)));
    return x;
  };
  /** Serialises passes: each sync() call runs its own pass after the previous one, so it sees every block mined before it was called. */
  let queue = Promise.resolve();

  /** @param {import('./world.mjs').EvmChain} chain */
  async function indexChain(chain) {
    const s = state.get(chain.chainId) ?? { next: 0n, items: [] };
    state.set(chain.chainId, s);
    const head = BigInt(await rpc(chain.url, 'eth_blockNumber'));
    const ammAddr = chain.contracts.amm.toLowerCase();
    // Up to 100 blocks per round trip: blocks with their transactions, and their receipts.
    for (let from = s.next; from <= head; from += 100n) {
      /** @type {bigint[]} */
      const numbers = [];
      for (let n = from; n <= head && n < from + 100n; n++) numbers.push(n);
      const hexes = numbers.map((n) => `0x${n.toString(16)}`);
      const [blocks, receiptsPerBlock] = await Promise.all([rpcBatch(chain.url, hexes.map((h) => ['eth_getBlockByNumber', [h, true]])), rpcBatch(chain.url, hexes.map((h) => ['eth_getBlockReceipts', [h]]))]);
      const nfts = chain.contracts.nfts;
      for (const [bi, block] of blocks.entries()) {
        const minedAt = new Date(Number(block.timestamp) * 1000).toISOString();
        const receipts = new Map((receiptsPerBlock[bi] ?? []).map((/** @type {any} */ r) => [r.transactionHash, r]));
        for (const [index, tx] of /** @type {[number, any][]} */ ([...block.transactions.entries()])) {
          const receipt = receipts.get(tx.hash);
          const transfers = [];
          const to = tx.to ?? '';
          const parties = new Set([tx.from.toLowerCase(), to.toLowerCase()]);
          if (BigInt(tx.value) > 0n) transfers.push(fungible(world, chain, 'ETH', tx.from, to, BigInt(tx.value)));
          for (const log of receipt?.logs ?? []) {
            const from721 = nfts && log.address.toLowerCase() === nfts.ERC721.toLowerCase();
            const from1155 = nfts && log.address.toLowerCase() === nfts.ERC1155.toLowerCase();
            if (from721 && log.topics[0] === TRANSFER_TOPIC && log.topics.length === 4) {
              const ev = /** @type {{from: string, to: string, tokenId: bigint}} */ (decodeEventLog({ abi: [NFT_TRANSFER], data: log.data, topics: log.topics }).args);
              parties.add(ev.from.toLowerCase());
              parties.add(ev.to.toLowerCase());
              transfers.push(await nftTransfer(nftReader(chain), 'ERC721', ev.from, ev.to, ev.tokenId, 1n));
              continue;
            }
            if (from1155 && log.topics[0] === TRANSFER_SINGLE_TOPIC) {
              const ev = /** @type {{from: string, to: string, id: bigint, value: bigint}} */ (decodeEventLog({ abi: [TRANSFER_SINGLE], data: log.data, topics: log.topics }).args);
              parties.add(ev.from.toLowerCase());
              parties.add(ev.to.toLowerCase());
              transfers.push(await nftTransfer(nftReader(chain), 'ERC1155', ev.from, ev.to, ev.id, ev.value));
              continue;
            }
            // What the AMM pays out in the native coin is an internal call (no log of its own): its
            // Swap event says how much went to whom.
            if (log.address.toLowerCase() === ammAddr && log.topics[0] === SWAP_TOPIC) {
              const ev = /** @type {{tokenOut: string, amountOut: bigint, to: string}} */ (decodeEventLog({ abi: [SWAP], data: log.data, topics: log.topics }).args);
              if (ev.tokenOut.toLowerCase() === NATIVE.toLowerCase() && ev.amountOut > 0n) {
                parties.add(ev.to.toLowerCase());
                transfers.push(fungible(world, chain, 'ETH', log.address, ev.to, ev.amountOut));
              }
              continue;
            }
            if (log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3) continue;
            const t = tokenByAddress(chain, log.address);
            if (!t) continue;
            const ev = decodeEventLog({ abi: [TRANSFER], data: log.data, topics: log.topics });
            const { from: sender, to: recipient, value } = /** @type {{from: string, to: string, value: bigint}} */ (ev.args);
            parties.add(sender.toLowerCase());
            parties.add(recipient.toLowerCase());
            transfers.push(fungible(world, chain, t.key, sender, recipient, value));
          }
          const isSwap = to.toLowerCase() === ammAddr && transfers.length > 0;
          const op = !tx.to ? 'deploy' : isSwap ? 'trade' : transfers.length ? 'send' : 'execute';
          s.items.push({
            id: tx.hash,
            metadata: { operationType: op, hash: tx.hash, minedAt, sentFrom: tx.from, sentTo: to || receipt?.contractAddress || '', status: receipt?.status === '0x1' ? 'confirmed' : 'failed', nonce: Number(tx.nonce), chain: `eip155:${chain.chainId}` },
            transfers,
            parties,
            block: numbers[bi],
            index,
          });
        }
      }
      s.next = numbers[numbers.length - 1] + 1n;
    }
  }

  return {
    sync() {
      const pass = () => Promise.all(world.evm.map(indexChain)).then(() => undefined);
      queue = queue.then(pass, pass);
      return queue;
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

/**
 * An NFT transfer as the spec's history shows it (nft_info with name and preview), from the token's metadata.
 * @param {ReturnType<typeof createNftReader>} reader @param {'ERC721'|'ERC1155'} standard
 * @param {string} from @param {string} to @param {bigint} id @param {bigint} amount
 */
async function nftTransfer(reader, standard, from, to, id, amount) {
  const [meta, collection] = await Promise.all([reader.meta(standard, id).catch(() => ({ name: '', image: undefined })), reader.collection(standard).catch(() => '')]);
  return {
    sender: from,
    recipient: to,
    quantity: { numeric: amount.toString() },
    value: 0,
    price: 0,
    nft_info: { name: meta.name || `${collection} #${id}`, flags: { is_spam: false }, content: { preview: { url: meta.image ?? null } }, collection: { name: collection } },
  };
}
