import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { GangwayError } from '@gangway/kernel';
import { callParams } from './call-params';

const Message = z.looseObject({ message: z.string() });

describe('callParams', () => {
  it('hands back params that fit the shape, extra fields kept', () => {
    expect(callParams(Message, 'signMessage', { message: 'hi', extra: 1 })).toEqual({ message: 'hi', extra: 1 });
  });

  it.each([[undefined], [null], ['hi'], [{ message: 7 }], [{}]])('refuses %j as INVALID_INPUT naming the method', (params) => {
    let error: unknown;
    try {
      callParams(Message, 'signMessage', params);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GangwayError);
    expect((error as GangwayError).code).toBe('INVALID_INPUT');
    expect((error as Error).message).toContain('Invalid params for signMessage');
  });
});
