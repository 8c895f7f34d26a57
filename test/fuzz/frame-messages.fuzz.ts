/**
 * Messages from the embedded-wallet frame (spec §7): each pending request is answered only by a
 * message from the frame's origin and window that names its id and event and passes the answer's
 * schema; any other message is ignored. A request ends resolved with a valid value, or rejected with
 * a GangwayError ('An error occurred', the frame's own message, 'Request was aborted') — never with
 * another error, and a message never throws into the page's listener.
 */
import { it } from 'vitest';
import fc from 'fast-check';
import { createFrameMessenger } from '../../plugins/embedded-wallet/src/frame-messenger';
import { AuthUserSchema, FRAME_PREFIX } from '../../plugins/embedded-wallet/src/frame-protocol';
import { fakeFrameHost, FRAME_ORIGIN, FRAME_URL } from '../../plugins/embedded-wallet/src/fake-frame.test-util';
import { GangwayError } from '../../kernel/src/errors/core';
import { anyJson, hostileString, nearValid } from './arbitraries';
import { check, fuzzBoundary } from './boundary';

const user = { email: 'a@b.example', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1, accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }], userName: null, preferredAccountType: 'eoa', smartAccountDeployed: false };
/** What arrives: the right id or not, the right event or not, success or error, any payload; from the frame or not. */
const message = fc.record({
  id: fc.oneof(fc.constant('$id'), hostileString, fc.constant(undefined), anyJson),
  type: fc.oneof(fc.constantFrom(`${FRAME_PREFIX}GET_USER_SUCCESS`, `${FRAME_PREFIX}GET_USER_ERROR`, `${FRAME_PREFIX}CONNECT_OTP_SUCCESS`, `${FRAME_PREFIX}READY`), hostileString, anyJson),
  payload: fc.oneof(fc.constantFrom(user, { ...user, extra: '<script>' }, { message: 'Invalid code' }), nearValid(user, { message: 'Invalid code' }), anyJson),
  genuine: fc.oneof({ weight: 4, arbitrary: fc.constant('frame') }, { weight: 1, arbitrary: fc.constantFrom('other-origin', 'other-window') }),
  extra: fc.option(anyJson),
});

it('fuzz: embedded-wallet frame messages', async () => {
  const f = fakeFrameHost();
  const m = createFrameMessenger({ frameUrl: FRAME_URL, projectId: 'p1', host: f.host });
  const loaded = m.load();
  f.ready();
  await f.clock.advance(500);
  await loaded;
  await fuzzBoundary('frame messages', message, async (msg) => {
    const pending = m.request('GET_USER', {}, AuthUserSchema);
    const outcome = pending.then(() => 'parsed' as const, (e: unknown) => {
      if (!(e instanceof GangwayError)) throw e;
      return 'refused' as const;
    });
    const id = f.posted.at(-1)!.message.id;
    const data = { ...(msg.extra && typeof msg.extra === 'object' ? msg.extra : {}), type: msg.type, id: msg.id === '$id' ? id : msg.id, payload: msg.payload };
    const source = msg.genuine === 'other-window' ? { postMessage() {} } : f.frameWindow();
    f.deliver({ origin: msg.genuine === 'other-origin' ? 'https://evil.example' : FRAME_ORIGIN, source, data });
    await Promise.resolve();
    m.abortAll(); // ignored messages leave the request pending: end it the way closing the modal does
    const result = await outcome;
    check(m.state() === 'ready', 'the frame stays ready');
    return result;
  });
});
