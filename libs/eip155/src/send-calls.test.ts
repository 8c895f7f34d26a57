import { describe, expect, it } from 'vitest';
import { assertCalls, atomicSupport, callProblems, callsStatus, sendCallsId } from './send-calls';

describe('EIP-5792 batch checks (spec §5: send-calls items)', () => {
  it("accepts calls whose 'to' starts with 0x and whose optional data starts with 0x", () => {
    expect(callProblems([{ to: '0x1' }, { to: '0xab', data: '0x', value: 0n }])).toEqual([]);
    expect(() => assertCalls([{ to: '0x1' }])).not.toThrow();
  });

  it("refuses a 'to' or data not starting with 0x, a missing 'to', wrong types, and no calls, in §5's wording", () => {
    expect(callProblems(undefined)).toEqual(['calls: Required']);
    expect(callProblems({ to: '0x1' })).toEqual(['calls: Expected array received object']);
    expect(callProblems([])).toEqual(['calls: Invalid input']);
    expect(callProblems([null, { to: 'x0ab', data: 12 }, { to: '0x1', data: 'ab', value: '1' }])).toEqual([
      'calls.0: Expected object received null',
      'calls.1.to: Invalid input',
      'calls.1.data: Expected string received number',
      'calls.2.data: Invalid input',
      'calls.2.value: Expected bigint received string',
    ]);
    expect(() => assertCalls([{}])).toThrow('calls.0.to: Required');
  });

  it('reads capabilities, ids and statuses', () => {
    expect(atomicSupport({ '0x1': { atomic: { status: 'supported' } } }, '0x1')).toBe('supported');
    expect(atomicSupport({ '0x1': { atomic: { status: 'supported' } } }, '0x2')).toBe('unsupported');
    expect(() => atomicSupport(null, '0x1')).toThrow('Invalid wallet response to wallet_getCapabilities');
    expect(sendCallsId('0xabc')).toBe('0xabc');
    expect(sendCallsId({ id: 'x' })).toBe('x');
    expect(callsStatus({ status: 'PENDING' }, 'x')).toEqual({ id: 'x', statusCode: 100, status: 'pending', atomic: false, receipts: [] });
    expect(callsStatus({ status: 500, atomic: true }, 'x').status).toBe('failure');
  });
});
