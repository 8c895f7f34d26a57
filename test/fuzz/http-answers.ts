/** An API client (the kernel's, unchanged) whose every request is answered with one generated body and status. */
import fc from 'fast-check';
import { createApiClient } from '../../kernel/src/remote/client';
import { endpoints } from '../../kernel/src/testing/fake-fetch';
import { rawText } from './arbitraries';

export interface HttpAnswer { status: number; body: string }

/** Mostly 200 with a near-valid body; sometimes an error status or an empty body. */
export const httpAnswer = (...samples: unknown[]): fc.Arbitrary<HttpAnswer> =>
  fc.record({
    status: fc.oneof({ weight: 9, arbitrary: fc.constant(200) }, { weight: 1, arbitrary: fc.constantFrom(201, 204, 301, 400, 403, 404, 429, 500, 502, 503) }),
    body: rawText(...samples),
  });

export function clientAnswering(answer: HttpAnswer | ((path: string) => HttpAnswer)) {
  const fetch = (async (input: string | URL) => {
    const a = typeof answer === 'function' ? answer(new URL(String(input)).pathname) : answer;
    // 204 and 1xx/3xx statuses cannot carry a body in the Response constructor.
    const bodyless = a.status === 204 || a.status === 301;
    return new Response(bodyless ? null : a.body, { status: a.status });
  }) as typeof globalThis.fetch;
  return createApiClient({ endpoints: { ...endpoints } as never, projectId: 'p1', sdkType: 'gangway', sdkVersion: 'fuzz', fetch });
}
