/**
 * What wallets answer (EIP-1193 results and errors, EIP-5792 capabilities, EIP-7811 assets): a value
 * the schemas accept, or 'Invalid wallet response to <method>: …' (a GangwayError) before any state
 * changes; an error object of any shape is classified without throwing.
 */
import { it } from 'vitest';
import fc from 'fast-check';
import { getAddress, isAddress } from 'viem';
import type { Network } from '../../kernel/src/index';
import { createStorage, memoryBackend } from '../../kernel/src/storage/storage';
import { createCaches } from '../../kernel/src/storage/cache';
import { chainIdOf, currentAccounts, requestAccounts } from '../../plugins/injected/src/wallet-calls';
import { SignatureSchema, TxHashSchema, walletAnswer } from '../../libs/eip155/src/wallet-answers';
import { isUnrecognizedChain, isUserRejection, walletErrorCodes } from '../../libs/eip155/src/wallet-errors';
import { fetchTokenBalances } from '../../libs/wallet/src/balances';
import { MAX_TOKEN_DECIMALS, TokenBalanceSchema } from '../../libs/wallet/src/schemas';
import { anyJson, nearValid } from './arbitraries';
import { check, fuzzBoundary } from './boundary';
import { clientAnswering } from './http-answers';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const method = fc.constantFrom('eth_requestAccounts', 'eth_accounts', 'eth_chainId', 'eth_sendTransaction', 'personal_sign');
const SAMPLES: Record<string, unknown> = {
  eth_requestAccounts: [ADDRESS.toLowerCase(), ADDRESS],
  eth_accounts: [ADDRESS],
  eth_chainId: '0x7a69',
  eth_sendTransaction: '0x' + 'ab'.repeat(32),
  personal_sign: '0x' + 'cd'.repeat(65),
};

it('fuzz: wallet RPC answers', async () => {
  const input = method.chain((m) => fc.tuple(fc.constant(m), nearValid(SAMPLES[m])));
  await fuzzBoundary('wallet RPC answers', input, async ([m, answer]) => {
    const provider = { request: async () => answer } as never;
    if (m === 'eth_requestAccounts' || m === 'eth_accounts') {
      const list = await (m === 'eth_requestAccounts' ? requestAccounts(provider) : currentAccounts(provider));
      check(list.every((a) => isAddress(a) && getAddress(a) === a), 'checksummed addresses');
      if (m === 'eth_requestAccounts') check(list.length >= 1, 'at least one account');
    } else if (m === 'eth_chainId') {
      const id = await chainIdOf(provider);
      check(Number.isSafeInteger(id) && id > 0, 'a chain id');
    } else {
      const v = walletAnswer(m === 'personal_sign' ? SignatureSchema : TxHashSchema, m, answer);
      check(typeof v === 'string' && /^0x[0-9a-fA-F]+$/.test(v), 'hex');
    }
    return 'parsed' as const;
  });
});

const errorSample = { code: 4001, message: 'User rejected the request.', data: { originalError: { code: 4902, message: 'Unrecognized chain' } }, cause: { code: -32603 } };
it('fuzz: wallet error objects', async () => {
  await fuzzBoundary('wallet errors', fc.oneof(nearValid(errorSample), anyJson), (error) => {
    const codes = walletErrorCodes(error);
    check(codes.every((c) => typeof c === 'number'), 'codes are numbers');
    const rejected = isUserRejection(error);
    const unknownChain = isUnrecognizedChain(error);
    check(typeof rejected === 'boolean' && typeof unknownChain === 'boolean', 'booleans');
    return codes.length ? 'parsed' as const : 'refused' as const;
  });
});

const network = { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } } as Network;
const caps = { '0x1': { assetDiscovery: { supported: true } } };
const assets = { '0x1': [
  { address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://x.example/eth.png', value: 3000 } },
  { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', balance: '0xf4240', type: 'erc20', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: '' } },
] };
const apiBalances = { status: 200, body: JSON.stringify({ balances: [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 1, iconUrl: '', quantity: { decimals: '18', numeric: '1' } }] }) };

it('fuzz: wallet capabilities and assets (EIP-5792 / EIP-7811)', async () => {
  await fuzzBoundary('wallet assets', fc.tuple(nearValid(caps, {}, { '0x0': { assetDiscovery: { supported: true } } }), nearValid(assets)), async ([c, a]) => {
    let fellBack = false;
    const list = await fetchTokenBalances({
      request: async (m) => (m === 'wallet_getCapabilities' ? c : a),
      http: clientAnswering(apiBalances),
      cache: createCaches(createStorage(memoryBackend())),
      onWalletFallback: () => { fellBack = true; },
    }, { address: ADDRESS, network, forceUpdate: true });
    for (const b of list) {
      check(TokenBalanceSchema.safeParse(b).success || (b.quantity && typeof b.quantity.numeric === 'string'), 'a token balance');
      check(Number(b.quantity.decimals) <= MAX_TOKEN_DECIMALS && b.quantity.decimals !== '0', 'decimals 1..36');
      check(/^\d+(\.\d+)?$/.test(b.quantity.numeric), `a decimal quantity (${b.quantity.numeric})`);
    }
    return fellBack ? 'refused' as const : 'parsed' as const;
  });
});
