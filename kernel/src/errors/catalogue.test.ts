import { describe, expect, it } from 'vitest';
import {
  ALERTS,
  ERRORS,
  GangwayError,
  adapterMissing,
  combineErrors,
  errorMessage,
  expectedReceived,
  bothSet,
  failedToDisconnectChain,
  lazyPart,
  localConfigIgnored,
} from './catalogue';

describe('error catalogue', () => {
  it('keeps the spec wording', () => {
    expect(ERRORS.CAIP10).toBe('Invalid CAIP-10 address');
    expect(ERRORS.CAIP2).toBe('Invalid CAIP-2 network id');
    expect(ERRORS.DISCONNECT_CHAINS_FAILED).toBe('Failed to disconnect chains');
  });

  it('fills templates', () => {
    expect(bothSet('siweConfig', 'siwx')).toBe('Cannot set both siweConfig and siwx options');
    expect(failedToDisconnectChain('solana')).toBe('Failed to disconnect chain solana');
    expect(adapterMissing('bip122')).toBe("Adapter for namespace bip122 doesn't exist");
    expect(expectedReceived('string', 'number')).toBe('Expected string received number');
    expect(localConfigIgnored(['email', 'swaps'])).toMatch(/^Local configuration ignored for email, swaps/);
  });

  it('has a short and long message for every alert', () => {
    expect(ALERTS.EMBEDDED_WALLET_NETWORK_ERROR.shortMessage).toBe('Network Error - Could not load embedded wallet');
    expect(ALERTS.INVALID_APP_CONFIGURATION.shortMessage).toBe('Invalid App Configuration');
    expect(ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage).toBe('Project ID Not Configured');
    for (const [kind, a] of Object.entries(ALERTS)) {
      expect(a.shortMessage, kind).toBeTruthy();
      expect(a.longMessage.length, kind).toBeGreaterThan(a.shortMessage.length);
    }
  });
});

describe('GangwayError', () => {
  it('defaults its message from the catalogue and keeps code, cause, details', () => {
    const cause = new Error('boom');
    const e = new GangwayError('CAIP10', undefined, { cause, details: { value: 'x' } });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('GangwayError');
    expect(e.message).toBe('Invalid CAIP-10 address');
    expect(e.code).toBe('CAIP10');
    expect(e.cause).toBe(cause);
    expect(e.details).toEqual({ value: 'x' });
    expect(new GangwayError('HTTP_ERROR', 'nope').message).toBe('nope');
    expect(new GangwayError('WHATEVER').message).toBe('WHATEVER');
  });

  it('combines failures into one error', () => {
    expect(combineErrors([])).toBeUndefined();
    const a = new Error('a');
    const b = new Error('b');
    const e = combineErrors([a, b])!;
    expect(e.message).toBe('Failed to disconnect chains');
    expect(e.code).toBe('DISCONNECT_CHAINS_FAILED');
    expect(e.details?.errors).toEqual([a, b]);
  });

  it('reads a message from anything thrown', () => {
    expect(errorMessage(new Error('x'))).toBe('x');
    expect(errorMessage('y')).toBe('y');
    expect(errorMessage({})).toBe('An error occurred');
    expect(errorMessage(null, 'Something went wrong')).toBe('Something went wrong');
  });
});

describe('lazyPart', () => {
  it('loads a part once and shares it', async () => {
    let calls = 0;
    const part = lazyPart(async () => ({ n: ++calls }));
    const [a, b] = await Promise.all([part(), part()]);
    expect(a).toBe(b);
    expect(await part()).toEqual({ n: 1 });
    expect(calls).toBe(1);
  });

  it('turns a failed load into CODE_LOAD_FAILED and requests the part afresh on the next call', async () => {
    let calls = 0;
    const part = lazyPart(async () => { if (++calls === 1) throw new Error('Loading chunk 7 failed'); return 'code'; });
    const error = await part().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GangwayError);
    expect((error as GangwayError).code).toBe('CODE_LOAD_FAILED');
    expect((error as GangwayError).message).toBe(ERRORS.CODE_LOAD_FAILED);
    expect(((error as GangwayError).cause as Error).message).toBe('Loading chunk 7 failed');
    expect(await part()).toBe('code');
    expect(calls).toBe(2);
  });
});
