/**
 * The verifiers against hostile inputs, property-based (fast-check): thousands of generated sessions
 * with a wrong domain or uri, expired or not yet valid, a replayed nonce, another address's signature,
 * another account or chain, fields that differ from the signed text, and malformed or mutated text —
 * on every chain family. None may verify; each is refused for its own reason.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSiwxMessage } from '../message/format';
import { builtinFamilies } from '../test-util/families.test-util';
import { createNonceBook } from '../nonces';
import { bitcoinLegacySigner, bitcoinSigner, evmSigner, solanaSigner, type TestSigner } from '../test-util/signers.test-util';
import type { SIWXMessageData, SIWXSession } from '../types';
import { SiwxVerificationError, type SiwxRejection } from './fields';
import { verifySession, type SessionExpectations } from './session';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const PAGE = { domain: 'app.example.com', origin: 'https://app.example.com' };
const HOUR = 3_600_000;

const SIGNERS: TestSigner[] = [
  evmSigner('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
  evmSigner('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'),
  solanaSigner(1), solanaSigner(2), bitcoinSigner(1), bitcoinSigner(2),
  // Legacy BIP-137 sign-ins by P2PKH and nested SegWit addresses.
  bitcoinLegacySigner(1, 'p2pkh'), bitcoinLegacySigner(2, 'p2pkh'), bitcoinLegacySigner(1, 'p2sh-p2wpkh'), bitcoinLegacySigner(2, 'p2sh-p2wpkh'),
];
const [EVM_A, EVM_B, SOL_A, SOL_B, BTC_A, BTC_B, PKH_A, PKH_B, NESTED_A, NESTED_B] = SIGNERS;
const PAIRS: [TestSigner, TestSigner][] = [[EVM_A, EVM_B], [SOL_A, SOL_B], [BTC_A, BTC_B], [PKH_A, PKH_B], [NESTED_A, NESTED_B]];

/** Generated message fields that are valid for the page at NOW. */
const validFields = fc.record({
  nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,24}$/),
  issuedAgo: fc.integer({ min: 0, max: 24 * HOUR }),
  lasts: fc.integer({ min: 1000, max: 48 * HOUR }),
  path: fc.stringMatching(/^\/[a-z0-9/]{0,12}$/),
  requestId: fc.option(fc.stringMatching(/^[a-z0-9-]{1,16}$/), { nil: undefined }),
  statement: fc.option(fc.stringMatching(/^[A-Z][a-z ]{0,30}\.$/), { nil: undefined }),
});
type Fields = typeof validFields extends fc.Arbitrary<infer T> ? T : never;

function dataFor(s: TestSigner, f: Fields, patch: Partial<SIWXMessageData> = {}): SIWXMessageData {
  const issued = NOW - f.issuedAgo;
  const d: SIWXMessageData = {
    chainId: s.chainId, accountAddress: s.address, nonce: f.nonce, domain: PAGE.domain, uri: `${PAGE.origin}${f.path}`, version: '1',
    issuedAt: new Date(issued).toISOString(), expirationTime: new Date(NOW + f.lasts).toISOString(), notBefore: new Date(issued).toISOString(),
  };
  if (f.requestId) d.requestId = f.requestId;
  if (f.statement) d.statement = f.statement;
  return { ...d, ...patch };
}
/** The chain plugins' sign-in (message, verifier), one harness for the file. */
let families: ReturnType<typeof builtinFamilies>;
beforeAll(() => { families = builtinFamilies(); });
afterAll(() => families.dispose());

async function signed(s: TestSigner, data: SIWXMessageData, by: TestSigner = s): Promise<SIWXSession> {
  const message = await formatSiwxMessage(await families(data.chainId), data);
  return { data, message, signature: await by.sign(message) };
}
const expect_ = (s: TestSigner, extra: Partial<SessionExpectations> = {}): SessionExpectations => ({ ...PAGE, chainId: s.chainId, address: s.address, now: NOW, family: families, ...extra });

async function reason(p: Promise<unknown>): Promise<SiwxRejection | 'accepted'> {
  try { await p; return 'accepted'; } catch (e) {
    if (e instanceof SiwxVerificationError) return e.reason;
    throw e;
  }
}

const RUNS = 150; // per signer pair and property: ~ 6,000 generated sessions in all

describe.each(PAIRS)('verifySession on %s', (a, b) => {
  const family = a.family;

  it(`accepts a valid ${family} session (baseline)`, async () => {
    await fc.assert(fc.asyncProperty(validFields, async (f) => {
      const d = await verifySession(await signed(a, dataFor(a, f)), expect_(a));
      expect(d.nonce).toBe(f.nonce);
    }), { numRuns: RUNS });
  });

  it('refuses a wrong domain, or a uri on another origin', async () => {
    const host = fc.stringMatching(/^[a-z]{1,10}\.(com|org|io)$/).filter((h) => h !== PAGE.domain);
    await fc.assert(fc.asyncProperty(validFields, host, fc.boolean(), async (f, other, inUri) => {
      const patch = inUri ? { uri: `https://${other}/` } : { domain: other };
      expect(await reason(verifySession(await signed(a, dataFor(a, f, patch)), expect_(a)))).toBe(inUri ? 'uri' : 'domain');
    }), { numRuns: RUNS });
  });

  it('refuses an expired or not-yet-valid session', async () => {
    await fc.assert(fc.asyncProperty(validFields, fc.integer({ min: 0, max: 30 * 24 * HOUR }), fc.boolean(), async (f, by, expired) => {
      const patch = expired
        ? { expirationTime: new Date(NOW - by).toISOString() }
        : { notBefore: new Date(NOW + 1 + by).toISOString() };
      expect(await reason(verifySession(await signed(a, dataFor(a, f, patch)), expect_(a)))).toBe(expired ? 'expired' : 'not-yet-valid');
    }), { numRuns: RUNS });
  });

  it('spends a nonce once: a replay is refused, and a nonce never issued too', async () => {
    await fc.assert(fc.asyncProperty(validFields, async (f) => {
      const book = createNonceBook(() => NOW);
      const nonce = book.issue();
      const session = await signed(a, dataFor(a, { ...f, nonce }));
      await verifySession(session, expect_(a, { consumeNonce: book.consume }));
      expect(await reason(verifySession(session, expect_(a, { consumeNonce: book.consume })))).toBe('nonce');
      expect(await reason(verifySession(await signed(a, dataFor(a, f)), expect_(a, { consumeNonce: book.consume })))).toBe('nonce');
    }), { numRuns: RUNS });
  });

  it("refuses another address's signature, and a session checked for another account or chain", async () => {
    await fc.assert(fc.asyncProperty(validFields, async (f) => {
      expect(await reason(verifySession(await signed(a, dataFor(a, f), b), expect_(a)))).toBe('signature');
      const own = await signed(a, dataFor(a, f));
      expect(await reason(verifySession(own, expect_(b)))).toBe('account');
      expect(await reason(verifySession(own, expect_(a, { chainId: `${family}:another` })))).toBe('chain');
    }), { numRuns: RUNS });
  });

  it('refuses fields that differ from the signed text', async () => {
    await fc.assert(fc.asyncProperty(validFields, fc.stringMatching(/^[a-zA-Z0-9]{8,12}$/), async (f, nonce) => {
      fc.pre(nonce !== f.nonce);
      const s = await signed(a, dataFor(a, f));
      expect(await reason(verifySession({ ...s, data: { ...s.data, nonce } }, expect_(a)))).toBe('malformed');
    }), { numRuns: RUNS });
  });

  it('never accepts a mutated or malformed message', async () => {
    await fc.assert(fc.asyncProperty(validFields, fc.nat(), fc.string({ minLength: 1, maxLength: 3 }), async (f, at, insert) => {
      const s = await signed(a, dataFor(a, f));
      const i = at % (s.message.length + 1);
      const mutated = s.message.slice(0, i) + insert + s.message.slice(i);
      expect(await reason(verifySession({ ...s, data: undefined as never, message: mutated }, expect_(a)))).not.toBe('accepted');
    }), { numRuns: RUNS });
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 300 }), fc.string({ maxLength: 200 }), async (message, signature) => {
      expect(await reason(verifySession({ message, signature } as SIWXSession, expect_(a)))).not.toBe('accepted');
    }), { numRuns: RUNS });
  });
});

describe('verifySession on edge cases', () => {
  it('refuses a session of a family sign-in does not serve, and non-string parts', async () => {
    expect(await reason(verifySession({ message: 'x', signature: 'y' } as SIWXSession, { ...PAGE, chainId: 'cosmos:hub', address: 'x', now: NOW, family: families }))).toBe('chain');
    expect(await reason(verifySession({ message: 1, signature: null } as never, expect_(EVM_A)))).toBe('malformed');
  });

  it('takes an issuedAt at most a minute ahead (clock skew), not more', async () => {
    const f: Fields = { nonce: 'abcdefgh12', issuedAgo: 0, lasts: HOUR, path: '/', requestId: undefined, statement: undefined };
    const ahead = (ms: number) => signed(EVM_A, dataFor(EVM_A, f, { issuedAt: new Date(NOW + ms).toISOString() }));
    expect(await reason(verifySession(await ahead(30_000), expect_(EVM_A)))).toBe('accepted');
    expect(await reason(verifySession(await ahead(120_000), expect_(EVM_A)))).toBe('issued-in-future');
  });
});
