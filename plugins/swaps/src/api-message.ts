/**
 * The text to show for a failed API call: the service's own words when its error body has them — the
 * blockchain API's `{ status: "FAILED", reasons: [{ field, description }] }` (blockchain-api
 * src/error.rs:766-771; AppKit reads reasons[0].description, SwapApiUtil.ts:145) or a `message` — cut to
 * 200 characters, else the client's error message. React renders it as text, so a hostile message
 * cannot inject markup.
 */
import * as z from 'zod/mini';
import { errorMessage, GangwayError } from '@gangway/kernel';

const Text = z.string().check(z.minLength(1));
const Reasons = z.looseObject({ reasons: z.array(z.looseObject({ description: Text })).check(z.minLength(1)) });
const Message = z.looseObject({ message: Text });

export function apiMessage(error: unknown): string {
  if (error instanceof GangwayError && error.code === 'HTTP_ERROR' && typeof error.details?.body === 'string') {
    try {
      const body: unknown = JSON.parse(error.details.body);
      const reasons = z.safeParse(Reasons, body);
      if (reasons.success) return reasons.data.reasons[0].description.slice(0, 200);
      const message = z.safeParse(Message, body);
      if (message.success) return message.data.message.slice(0, 200);
    } catch {
      // Not JSON (axum's rejections are plain text): fall through to the client's message.
    }
  }
  return errorMessage(error);
}
