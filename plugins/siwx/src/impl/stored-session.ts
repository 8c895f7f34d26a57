/** A session as kept in storage or sent by a backend: validated before anything reads it. */
import * as z from 'zod/mini';
import type { SIWXSession } from '../types';

const Data = z.object({
  chainId: z.string(), accountAddress: z.string(), nonce: z.string(), domain: z.string(), uri: z.string(), version: z.string(),
  issuedAt: z.optional(z.string()), expirationTime: z.optional(z.string()), notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()), resources: z.optional(z.array(z.string())), statement: z.optional(z.string()),
});
export const SessionSchema = z.object({ data: z.optional(Data), message: z.string(), signature: z.string(), id: z.optional(z.string()) });

/** The session in a stored JSON text; undefined when it is not one. */
export function readSession(raw: string | undefined): SIWXSession | undefined {
  if (!raw) return undefined;
  try {
    const r = z.safeParse(SessionSchema, JSON.parse(raw));
    return r.success ? (r.data as SIWXSession) : undefined;
  } catch {
    return undefined;
  }
}
