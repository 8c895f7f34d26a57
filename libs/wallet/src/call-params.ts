/**
 * The params of a call a dapp makes through a chain plugin's provider, checked before they reach the
 * wallet: anything off is the spec's INVALID_INPUT, naming the method, and the wallet is never asked.
 */
import { GangwayError } from '@gangway/kernel';
import * as z from 'zod/mini';

export function callParams<T>(schema: z.ZodMiniType<T>, method: string, params: unknown): T {
  const r = z.safeParse(schema, params);
  if (!r.success) throw new GangwayError('INVALID_INPUT', `Invalid params for ${method}`);
  return r.data;
}
