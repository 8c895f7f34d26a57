/**
 * What visitors type: amounts (send, swap, pay) and receiver addresses. Each is a value the flow
 * can use exactly, or the form's message; never an exception out of the form.
 */
import { it } from 'vitest';
import fc from 'fast-check';
import { formatUnits, getAddress, isAddress, parseUnits } from 'viem';
import { amountInBaseUnits, checkInputs } from '../../plugins/send/src/validate';
import { toBaseUnits } from '../../plugins/swaps/src/amounts';
import { baseUnits, checkRequest } from '../../plugins/pay/src/validate';
import type { Network } from '../../kernel/src/index';
import { hostileString, nearValid } from './arbitraries';
import { check, fuzzBoundary } from './boundary';

const digits = fc.string({ unit: fc.constantFrom('0', '1', '9', '.', ',', ' ', 'e', '-', '+', '٣', '\u00a0'), maxLength: 90 });
const amount = fc.oneof(
  digits,
  fc.double().map(String),
  fc.bigInt({ min: 0n, max: 10n ** 90n }).map(String),
  fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 40n })).map(([a, b]) => `${a}.${b}`),
  hostileString,
);
const decimals = fc.integer({ min: 0, max: 36 });

const exact = (v: bigint | undefined, d: number) => {
  if (v === undefined) return 'refused' as const;
  check(v > 0n, 'a positive amount');
  check(parseUnits(formatUnits(v, d), d) === v, 'base units round-trip');
  return 'parsed' as const;
};

it('fuzz: typed amounts', async () => {
  await fuzzBoundary('typed-amounts', fc.tuple(amount, decimals), ([text, d]) => {
    const send = amountInBaseUnits(text, d);
    const swap = toBaseUnits(text, d);
    check(send === swap, 'send and swap read an amount alike');
    return exact(send, d);
  });
});

const network = { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } } as Network;
const solana = { ...network, id: 'mainnet', caipNetworkId: 'solana:mainnet', chainNamespace: 'solana' } as Network;
const payRequest = { recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '1.5', asset: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', network: 'eip155:1' };

it('fuzz: pay requests from the host', async () => {
  await fuzzBoundary('pay-requests', fc.tuple(nearValid(payRequest, { ...payRequest, asset: 'native', network: 'solana:mainnet' }), decimals), ([req, d]) => {
    const r = checkRequest(req, [network, solana]);
    if ('problems' in r) {
      check(r.problems.length > 0 && r.problems.every((p) => typeof p === 'string' && p), 'problems are named');
      return 'refused' as const;
    }
    check(isAddress(r.ok.recipient), 'a checked recipient is an address');
    return exact(baseUnits(r.ok.amount, d), d);
  });
});

const address = fc.oneof(
  fc.constantFrom('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', ' 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 ', '0x70997970C51812dc3A010C7d01b50e0d17dc79c8', 'vitalik.eth', '0x0'),
  fc.stringMatching(/^0x[0-9a-fA-F]{38,42}$/),
  hostileString,
);
const token = (d: number) => ({ name: 'T', symbol: 'T', price: 0, iconUrl: '', chainId: 'eip155:1', quantity: { decimals: String(d), numeric: '1000' } });

it('fuzz: typed addresses', async () => {
  await fuzzBoundary('typed-addresses', fc.tuple(address, amount, decimals), ([receiverAddress, sendTokenAmount, d]) => {
    const problem = checkInputs({ receiverAddress, sendTokenAmount, token: token(d) }, (a) => isAddress(a, { strict: false }));
    if (problem) {
      check(['send.invalidAddress', 'send.invalidAmount', 'send.insufficientFunds'].includes(problem.key), `a form message (${problem.key})`);
      return 'refused' as const;
    }
    check(isAddress(receiverAddress.trim(), { strict: false }) && !!getAddress(receiverAddress.trim()), 'an accepted receiver is an address');
    return 'parsed' as const;
  });
});
