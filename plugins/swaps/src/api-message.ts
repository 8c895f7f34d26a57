/**
 * The text to show for a failed API call: the service's own `message` when its error body has one
 * (e.g. 'No liquidity for USDC -> GANG'), cut to 200 characters, else the client's error message.
 * React renders it as text, so a hostile message cannot inject markup.
 */
import * as z from 'zod/mini';
import { errorMessage, GangwayError } from '@gangway/kernel';

const ErrorBody = z.looseObject({ message: z.string().check(z.minLength(1)) });

export function apiMessage(error: unknown): string {
  if (error instanceof GangwayError && error.code === 'HTTP_ERROR' && typeof error.details?.body === 'string') {
    try {
      const r = z.safeParse(ErrorBody, JSON.parse(error.details.body));
      if (r.success) return r.data.message.slice(0, 200);
    } catch {
      // Not JSON: fall through to the client's message.
    }
  }
  return errorMessage(error);
}
