// NFTs on the local chains for the API emulator: which ERC-721 / ERC-1155 tokens an address holds
// (from the collections' transfer logs and their balances now) and each token's metadata (the
// tokenURI / uri the contract stores, a data: URL of JSON {name, description, image}).
import { parseAbi } from 'viem';
import { erc1155Abi, erc721Abi } from '../evm/deploy.mjs';
import { publicClient } from './evm-read.mjs';

const EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
]);

/** @typedef {{ name: string, description?: string, image?: string }} NftMeta */

/** Metadata from a token URI: data:application/json (base64 or percent-encoded); anything else is unknown. @param {string} uri @returns {NftMeta} */
export function parseTokenUri(uri) {
  const m = /^data:application\/json(;base64)?,(.*)$/s.exec(uri);
  if (!m) return { name: '' };
  try {
    const json = JSON.parse(m[1] ? Buffer.from(m[2], 'base64').toString('utf8') : decodeURIComponent(m[2]));
    return { name: String(json.name ?? ''), description: json.description === undefined ? undefined : String(json.description), image: json.image === undefined ? undefined : String(json.image) };
  } catch {
    return { name: '' };
  }
}

/** @param {import('./world.mjs').EvmChain} chain */
export function createNftReader(chain) {
  const client = publicClient(chain.url);
  const { ERC721, ERC1155 } = chain.contracts.nfts;
  /** @type {Map<string, Promise<NftMeta>>} metadata never changes once minted */
  const metas = new Map();
  /** @type {Map<string, Promise<string>>} */
  const names = new Map();

  /** @param {'ERC721'|'ERC1155'} standard @param {bigint} id */
  function meta(standard, id) {
    const key = `${standard}:${id}`;
    let p = metas.get(key);
    if (!p) {
      p = standard === 'ERC721'
        ? client.readContract({ address: ERC721, abi: erc721Abi, functionName: 'tokenURI', args: [id] }).then((u) => parseTokenUri(String(u)))
        : client.readContract({ address: ERC1155, abi: erc1155Abi, functionName: 'uri', args: [id] }).then((u) => parseTokenUri(String(u)));
      p.catch(() => metas.delete(key));
      metas.set(key, p);
    }
    return p;
  }

  /** @param {'ERC721'|'ERC1155'} standard */
  function collection(standard) {
    let p = names.get(standard);
    if (!p) {
      p = standard === 'ERC721'
        ? client.readContract({ address: ERC721, abi: erc721Abi, functionName: 'name' }).then(String)
        : client.readContract({ address: ERC1155, abi: erc1155Abi, functionName: 'name' }).then(String);
      p.catch(() => names.delete(standard));
      names.set(standard, p);
    }
    return p;
  }

  return {
    meta,
    collection,
    /** The NFTs `owner` holds now, ERC-721 first, by token id. @param {`0x${string}`} owner */
    async held(owner) {
      const [t721, t1155] = await Promise.all([
        client.getLogs({ address: ERC721, event: EVENTS[0], args: { to: owner }, fromBlock: 0n }),
        client.getLogs({ address: ERC1155, event: EVENTS[1], args: { to: owner }, fromBlock: 0n }),
      ]);
      const ids721 = [...new Set(t721.map((l) => /** @type {bigint} */ (l.args.tokenId)))].sort((a, b) => Number(a - b));
      const ids1155 = [...new Set(t1155.map((l) => /** @type {bigint} */ (l.args.id)))].sort((a, b) => Number(a - b));
      const owners = await Promise.all(ids721.map((id) => client.readContract({ address: ERC721, abi: erc721Abi, functionName: 'ownerOf', args: [id] })));
      const amounts = await Promise.all(ids1155.map((id) => client.readContract({ address: ERC1155, abi: erc1155Abi, functionName: 'balanceOf', args: [id, owner] })));
      /** @type {{ standard: 'ERC721'|'ERC1155', contract: string, id: bigint, amount: bigint }[]} */
      const held = [];
      ids721.forEach((id, i) => { if (String(owners[i]).toLowerCase() === owner.toLowerCase()) held.push({ standard: 'ERC721', contract: ERC721, id, amount: 1n }); });
      ids1155.forEach((id, i) => { if (/** @type {bigint} */ (amounts[i]) > 0n) held.push({ standard: 'ERC1155', contract: ERC1155, id, amount: /** @type {bigint} */ (amounts[i]) }); });
      return held;
    },
  };
}
