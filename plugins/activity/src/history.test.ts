// History parsing (zod), the spam and chain filters, directions, statuses and amounts.
import { describe, expect, it } from 'vitest';
import { isSpam, onChain, visibleTransactions } from './filters';
import { directionOf, frozenRow, pendingRow, statusOf, toRow } from './rows';
import { parseTransactions, type Transaction } from './schema';
import { amountText } from './TransactionRow';

import { eth, ME, OTHER, spam, tx } from './history-fixtures.test-util';

describe('history parsing', () => {
  it('keeps valid transactions and drops malformed items one by one', () => {
    const { transactions, dropped } = parseTransactions([
      tx('0x1'),
      { id: '0x2' }, // no metadata
      { ...tx('0x3'), transfers: [{ quantity: { numeric: 'lots' } }] }, // amount is not a number
      null,
      'nope',
      tx('0x4', {}, []),
    ]);
    expect(transactions.map((t) => t.id)).toEqual(['0x1', '0x4']);
    expect(dropped).toBe(4);
  });

  it('accepts the optional fields as null (APIs send null for absent icons and previews)', () => {
    const { transactions } = parseTransactions([tx('0x1', { chain: null, hash: null }, [{ quantity: { numeric: '1' }, fungible_info: { symbol: 'X', icon: null }, nft_info: null }])]);
    expect(transactions).toHaveLength(1);
  });
});

describe('filters (spec §5)', () => {
  it('hides a transaction only when all of its transfers are spam', () => {
    expect(isSpam(tx('a', {}, [spam()]) as Transaction)).toBe(true);
    expect(isSpam(tx('b', {}, [spam(), eth('1', 'in')]) as Transaction)).toBe(false);
    expect(isSpam(tx('c', {}, []) as Transaction)).toBe(false);
  });

  it('keeps only the connected chain (a transaction naming no chain is left out)', () => {
    const list = parseTransactions([tx('a'), tx('b', { chain: 'eip155:31338' }), tx('c', { chain: null }), tx('d', {}, [spam()])]).transactions;
    expect(onChain(list[0], 'eip155:31337')).toBe(true);
    expect(visibleTransactions(list, 'eip155:31337').map((t) => t.id)).toEqual(['a']);
    expect(visibleTransactions(list, 'eip155:31338').map((t) => t.id)).toEqual(['b']);
  });
});

describe('rows', () => {
  it('takes the direction from the API, else from the parties', () => {
    const [t] = parseTransactions([tx('a', {}, [{ sender: OTHER, recipient: ME, quantity: { numeric: '1' } }, { sender: ME, recipient: ME, quantity: { numeric: '1' } }, eth('1', 'in')])]).transactions;
    expect(t.transfers!.map((x) => directionOf(x, ME.toLowerCase()))).toEqual(['in', 'self', 'in']);
    expect(toRow(t, ME).transfers.map((x) => x.direction)).toEqual(['in', 'self', 'in']);
  });

  it('maps statuses and times', () => {
    expect(['confirmed', 'failed', 'reverted', 'pending', undefined].map(statusOf)).toEqual(['confirmed', 'failed', 'failed', 'pending', 'confirmed']);
    const [t] = parseTransactions([tx('a', { minedAt: 'not a date' })]).transactions;
    expect(toRow(t, ME).time).toBe(0);
  });

  it('shows amounts to 3 decimals with a sign, NFTs by name (spec §9)', () => {
    const [t] = parseTransactions([tx('a', {}, [eth('1.23456', 'out'), eth('0.0004', 'in'), { direction: 'in', quantity: { numeric: '2' }, nft_info: { name: 'Pass #1' } }])]).transactions;
    const r = toRow(t, ME);
    expect(r.transfers.map((x) => amountText(x, 'NFT'))).toEqual(['-1.235 ETH', '+<0.001 ETH', '+Pass #1 ×2']);
    expect(r.transfers[2]).toMatchObject({ nft: true, name: 'Pass #1' });
  });

  it('turns a pending send into a row', () => {
    expect(pendingRow({ hash: '0xab', chain: 'eip155:1', from: ME, amount: '0.5', symbol: 'ETH', sentAt: 5 })).toMatchObject({
      id: 'pending:0xab', status: 'pending', time: 5, transfers: [{ direction: 'out', numeric: '0.5', symbol: 'ETH' }],
    });
  });
});

describe('rows handed to the store', () => {
  it('are frozen with their transfers, so the store does not walk 1,000 of them again in one task', () => {
    const [t] = parseTransactions([tx('0x1', {}, [eth('1', 'in'), eth('2', 'out')])]).transactions;
    const row = frozenRow(toRow(t, ME));
    expect(Object.isFrozen(row)).toBe(true);
    expect(Object.isFrozen(row.transfers)).toBe(true);
    expect(row.transfers.every((x) => Object.isFrozen(x))).toBe(true);
    expect(row.transfers.map((x) => x.numeric)).toEqual(['1', '2']);
  });
});
