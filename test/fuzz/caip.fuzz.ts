/** CAIP-2 / CAIP-10 ids (spec §5): parse to exactly their parts, or 'Invalid CAIP-2 network id' / 'Invalid CAIP-10 address'. */
import { it } from 'vitest';
import fc from 'fast-check';
import { formatCaip10, parseCaip10, parseCaip2 } from '../../libs/eip155/src/caip';
import { toChainId } from '../../libs/eip155/src/chain-id';
import { ERRORS } from '../../kernel/src/errors/messages';
import { anyJson, hostileString } from './arbitraries';
import { check, fuzzBoundary } from './boundary';

const part = fc.oneof(fc.constantFrom('eip155', 'solana', 'bip122', '1', '31337', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', ''), hostileString);
const caipish = fc.oneof(
  fc.array(part, { minLength: 1, maxLength: 5 }).map((p) => p.join(':')),
  anyJson,
);

it('fuzz: CAIP ids', async () => {
  await fuzzBoundary('caip-ids', caipish, (input) => {
    let ok = 0;
    try {
      const c2 = parseCaip2(input);
      check(`${c2.namespace}:${c2.reference}` === input, 'CAIP-2 round trip');
      ok += 1;
    } catch (e) {
      check((e as Error).message === ERRORS.CAIP2, `CAIP-2 refusal text (${(e as Error).message})`);
    }
    try {
      const c10 = parseCaip10(input);
      check(formatCaip10(c10.caipNetworkId, c10.address) === input, 'CAIP-10 round trip');
      ok += 1;
    } catch (e) {
      const m = (e as Error).message;
      check(m === ERRORS.CAIP10 || m === ERRORS.CAIP2, `CAIP-10 refusal text (${m})`);
    }
    // Chain ids as wallets and URLs give them (number, decimal, hex, CAIP-2).
    try {
      const id = toChainId(input as never);
      check(Number.isSafeInteger(id) && id >= 0, `a chain id is a safe non-negative integer (${id})`);
    } catch (e) {
      if ((e as Error).name !== 'GangwayError') throw e;
    }
    return ok ? 'parsed' as const : 'refused' as const;
  });
});
