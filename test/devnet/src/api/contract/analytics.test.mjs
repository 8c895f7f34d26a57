// POST /e on the analytics service (pulse), held to the event AppKit sends (no public server source:
// appkit packages/controllers/src/utils/TypeUtil.ts:481-493 PendingEvent, :577-586 INTERNAL_SDK_ERROR).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestDevnet } from '../../testing.mjs';
import { expectPair } from './pairs.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const sdk = { st: 'appkit', sv: 'html-gangway-0.1.0' };
const event = (/** @type {Record<string, unknown>} */ props) => ({ eventId: 'e-1', url: 'http://127.0.0.1:5173/', domain: '127.0.0.1', timestamp: 1_700_000_000_000, props });

describe('analytics event', () => {
  it('takes a track event and an INTERNAL_SDK_ERROR as AppKit shapes them', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'TypeUtil.ts:481-493', method: 'POST', path: '/e', query: sdk, body: event({ type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'Devnet' } }), status: 200 });
    await expectPair(d.urls.api, d.projectId, { source: 'TypeUtil.ts:577-586', method: 'POST', path: '/e', query: sdk, body: event({ type: 'error', event: 'INTERNAL_SDK_ERROR', properties: { errorType: 'Error', errorMessage: 'boom', uncaught: false } }), status: 200 });
  });

  it("takes AppKit's own /e error telemetry (TelemetryController.ts:95-115: an ISO timestamp, the error fields in props)", async () => {
    const body = { eventId: 'e-2', url: 'http://127.0.0.1:5173/', domain: '127.0.0.1', timestamp: new Date().toISOString(), props: { type: 'error', event: 'API_ERROR', errorType: 'Error', errorMessage: 'boom', stackTrace: 'at x' } };
    await expectPair(d.urls.api, d.projectId, { source: 'TelemetryController.ts:95-115', method: 'POST', path: '/e', query: { projectId: d.projectId, ...sdk }, body, status: 200 });
  });

  it.each([
    ['an unknown props.type', event({ type: 'log', event: 'X' })],
    ['no event name', event({ type: 'track' })],
    ['no timestamp', { ...event({ type: 'track', event: 'X' }), timestamp: undefined }],
    ['a timestamp that is no date', { ...event({ type: 'track', event: 'X' }), timestamp: 'yesterday' }],
    ['properties not an object', event({ type: 'track', event: 'X', properties: 'x' })],
  ])('refuses %s with a 400', async (_why, body) => {
    await expectPair(d.urls.api, d.projectId, { source: 'TypeUtil.ts:481-493', method: 'POST', path: '/e', query: sdk, body, status: 400 });
  });
});
