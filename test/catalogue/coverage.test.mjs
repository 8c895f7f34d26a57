// The spec §8 catalogue coverage (scripts/catalogue-coverage.mjs): every message is asserted by some
// test, except those no code raises yet — listed here by name, so coverage can only grow: a message
// that gains a test must leave this list, and one that loses its test fails the check.
import { describe, expect, it } from 'vitest';
import { coverage } from '../../scripts/catalogue-coverage.mjs';

/**
 * Not asserted: no code raises them. The spec gives these two texts and no trigger; the reference
 * raises them from connection-client calls this widget does not have (a gas estimate, a contract
 * write without an active network or address), and every guard here already has its own §8 text
 * ('No ActiveCaipAddress found', 'Network not found'). See docs/reliability.md §4.
 */
const NOT_RAISED_YET = [
  'CaipNetwork is undefined',
  'CaipNetwork or CaipAddress is undefined',
];

describe('spec §8 catalogue coverage', () => {
  it('asserts every message in some test, except those no code raises yet', () => {
    const rows = coverage();
    expect(rows.length).toBe(45);
    expect(rows.filter((r) => !r.test).map((r) => r.message)).toEqual(NOT_RAISED_YET);
  });
});
