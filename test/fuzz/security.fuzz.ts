/**
 * Security properties (issue 33 item 6), not only "no crash":
 * - frame handlers: a message event reaches the embedded-wallet frame messenger's handler, or the
 *   social popup's result handler, only when the browser dispatched it (isTrusted) from the frame's
 *   exact origin and the expected window; a tampered origin, source or a synthetic event never does,
 *   even when it carries a perfectly valid answer;
 * - navigation: whatever the URL check (lib-wallet/navigation) lets through to `location`,
 *   `window.open`, an `href` or a popup is https, http on a configured local origin, or (wallet deep
 *   links only) a harmless app scheme — never a scheme that runs code or reads local data, as a
 *   browser reads it; the social redirect goes only to the frame's or the provider's origin;
 * - pay: what the wallet is asked to send is exactly what the visitor reviewed — the request's
 *   recipient and amount — and tampering with the request object afterwards (or a request whose
 *   fields change between reads) changes nothing that is sent.
 * Each property was broken on purpose once to see it fail (docs/reliability.md).
 */
import { it } from 'vitest';
import fc from 'fast-check';
import { erc20Abi, getAddress, parseUnits } from 'viem';
import { createFrameMessenger } from '../../plugins/embedded-wallet/src/frame-messenger';
import { EmptySchema } from '../../plugins/embedded-wallet/src/frame-protocol';
import { fakeFrameHost, FRAME_ORIGIN, FRAME_URL } from '../../plugins/embedded-wallet/src/fake-frame.test-util';
import { isPopupResultEvent } from '../../plugins/socials/src/popup-result';
import { PROVIDER_ORIGINS, socialRedirect } from '../../plugins/socials/src/redirect';
import { safeNavigationUrl } from '../../libs/wallet/src/navigation';
import { createPayController } from '../../plugins/pay/src/pay-controller';
import { initialPayState, type PayState } from '../../plugins/pay/src/slice';
import { GangwayError } from '../../kernel/src/errors/core';
import type { Network, PluginApi } from '../../kernel/src/index';
import { URL_PAYLOADS } from '../e2e/hostile/xss-corpus';
import { anyJson, hostileString, nearValid } from './arbitraries';
import { check, fuzzBoundary } from './boundary';

// ---- frame handlers ------------------------------------------------------------------------------

const nearOrigin = fc.oneof(
  { weight: 4, arbitrary: fc.constant(FRAME_ORIGIN) },
  { weight: 1, arbitrary: fc.constantFrom(`${FRAME_ORIGIN}.evil.example`, FRAME_ORIGIN.replace('https:', 'http:'), `${FRAME_ORIGIN}:443`, `${FRAME_ORIGIN}/`, FRAME_ORIGIN.toUpperCase(), 'null', '', 'https://evil.example') },
  { weight: 1, arbitrary: hostileString },
);
/** One message event: each part of its envelope genuine or tampered, its data a valid answer or anything. */
const envelope = fc.record({
  isTrusted: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  origin: nearOrigin,
  source: fc.constantFrom('frame', 'popup', 'other-window', 'null', 'page'),
  data: fc.oneof({ weight: 3, arbitrary: fc.constant('valid') }, { weight: 1, arbitrary: anyJson }),
});

it('fuzz: frame handlers refuse tampered or synthetic events', async () => {
  const f = fakeFrameHost();
  const m = createFrameMessenger({ frameUrl: FRAME_URL, projectId: 'p1', host: f.host });
  const loaded = m.load();
  f.ready();
  await f.clock.advance(500);
  await loaded;
  const popup = { closed: false };
  const windows = { frame: f.frameWindow(), popup, 'other-window': { postMessage() {} }, null: null, page: globalThis };
  await fuzzBoundary('security: frame handlers', envelope, async (e) => {
    let answered = false;
    const pending = m.request('SIGN_OUT', {}, EmptySchema).then(() => { answered = true; }, (err: unknown) => {
      if (!(err instanceof GangwayError)) throw err;
    });
    const id = f.posted.at(-1)!.message.id;
    const data = e.data === 'valid' ? { type: '@w3m-frame/SIGN_OUT_SUCCESS', id, payload: {} } : e.data;
    const source = windows[e.source];
    f.deliver({ isTrusted: e.isTrusted, origin: e.origin, source, data });
    m.abortAll();
    await pending;
    const genuine = e.isTrusted && e.origin === FRAME_ORIGIN && e.source === 'frame';
    check(!answered || genuine, 'only a trusted event from the frame origin and window answers a request');
    if (genuine && e.data === 'valid') check(answered, 'the genuine answer is taken');
    // The social popup's result: from the popup window, on the frame origin, trusted — nothing else.
    const result = isPopupResultEvent({ isTrusted: e.isTrusted, origin: e.origin, source }, popup, FRAME_ORIGIN);
    check(result === (e.isTrusted && e.origin === FRAME_ORIGIN && e.source === 'popup'), 'only a trusted event from the popup on the frame origin is a social result');
    check(m.state() === 'ready', 'the frame stays ready');
    return answered || result ? 'parsed' : 'refused';
  });
});

// ---- navigation ----------------------------------------------------------------------------------

const LOCAL = ['http://127.0.0.1:8788', 'http://127.0.0.1:8787'];
const ENDPOINTS = { frame: 'http://127.0.0.1:8788', api: 'http://127.0.0.1:8787', rpc: 'https://rpc.example' };
const pad = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u0008', '\u001f', '\u200b', '\u00a0', '\ufeff', '\u2028');
const caseMix = (s: string) => fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));
const scheme = fc.oneof(
  fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'filesystem', 'view-source', 'intent', 'http', 'https', 'metamask', 'ws').chain(caseMix),
  fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,10}$/),
);
const rest = fc.oneof(fc.webPath(), hostileString, fc.constantFrom('//127.0.0.1:8788/x', '//127.0.0.1:8787/x', '//accounts.google.com/o', '//evil.example/', 'alert(1)', 'text/html,<script>alert(1)</script>'));
const origin = fc.constantFrom('http://127.0.0.1:8788', 'http://127.0.0.1:8787', 'http://127.0.0.1:9', 'https://accounts.google.com', 'https://x.com', 'https://github.com', 'https://discord.com', 'https://evil.example', 'HTTPS://Accounts.Google.com', 'http://localhost:8788');
const url = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(pad, scheme, pad, fc.constantFrom(':', '://', ':/', '&colon;', '%3a', ''), rest, pad).map(([a, s, b, c, r, d]) => `${a}${s.slice(0, 2)}${b}${s.slice(2)}${c}${r}${d}`) },
  { weight: 2, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 2, arbitrary: fc.tuple(origin, fc.webPath(), fc.webQueryParameters()).map(([o, p, q]) => `${o}${p}?${q}`) },
  { weight: 1, arbitrary: fc.constantFrom(...URL_PAYLOADS) },
  { weight: 1, arbitrary: hostileString },
);
const rules = fc.record({ appLink: fc.boolean(), local: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }), origins: fc.option(fc.constantFrom<readonly string[]>(['http://127.0.0.1:8788'], ['https://accounts.google.com', 'http://127.0.0.1:8788'])) });
// What a browser would navigate to: leading C0 controls and spaces dropped, tab/CR/LF dropped anywhere.
// eslint-disable-next-line no-control-regex -- these characters are what hostile URLs hide behind
const asRead = (u: string) => u.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
const RUNS_CODE = /^(javascript|vbscript|data|file|blob|about|filesystem|view-source|intent):/i;

it('fuzz: a hostile URL never reaches navigation', async () => {
  await fuzzBoundary('security: navigation', fc.tuple(url, rules, fc.constantFrom(...(Object.keys(PROVIDER_ORIGINS) as (keyof typeof PROVIDER_ORIGINS)[]))), ([raw, r, provider]) => {
    const localOrigins = r.local ? LOCAL : [];
    const out = safeNavigationUrl(raw, { appLink: r.appLink, localOrigins, origins: r.origins ?? undefined });
    let social: string | undefined;
    try { social = socialRedirect(raw, provider, ENDPOINTS); } catch (e) { if (!(e instanceof GangwayError) || e.code !== 'UNSAFE_URL') throw e; }
    if (social !== undefined) {
      const o = new URL(social).origin;
      check(o === 'http://127.0.0.1:8788' || PROVIDER_ORIGINS[provider].includes(o), `a social redirect leads to the frame or ${provider} only (${social})`);
    }
    if (out === undefined) return social === undefined ? 'refused' : 'parsed';
    // eslint-disable-next-line no-control-regex -- as above
    check(!/[\u0000-\u0020\u007f-\u009f]/.test(out), 'no whitespace or control characters');
    check(!RUNS_CODE.test(asRead(out)) && !RUNS_CODE.test(asRead(raw)), `never a scheme that runs code or reads local data (${out})`);
    const m = /^([a-z][a-z0-9+.-]*)(:|$)/i.exec(out);
    check(m, 'an absolute URL or a bare wallet scheme');
    const s = m[1].toLowerCase();
    if (s === 'https' || s === 'http') {
      const u = new URL(out);
      check(u.hostname !== '', 'a web URL has a host');
      if (s === 'http') check(localOrigins.includes(u.origin), `http only on a configured local origin (${out})`);
      if (r.origins) check(r.origins.includes(u.origin), `only the allowed origins (${out})`);
    } else {
      check(r.appLink && !r.origins, `another scheme only for a wallet deep link (${out})`);
    }
    return 'parsed';
  });
});

// ---- pay -----------------------------------------------------------------------------------------

const network = { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } } as unknown as Network;
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const TOKEN_DECIMALS = 6;
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const native = { recipient: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', amount: '1.5', asset: 'native', network: 'eip155:1' };
const erc20 = { recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', amount: '12.25', asset: `eip155:1:${TOKEN}`, network: 'eip155:1' };
const ATTACKER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

interface Sent { to: string; value: bigint; token?: string }

/** The pay controller with a fake kernel around it: records what the wallet is asked to send. */
function payHarness() {
  let slice: PayState = initialPayState();
  const sent: Sent[] = [];
  const emitted: { name: string; data: any }[] = [];
  const eip155 = {
    readErc20: async (address: string) => {
      if (getAddress(address) !== TOKEN) throw new Error('not a token');
      return { symbol: 'USDC', decimals: TOKEN_DECIMALS };
    },
    sendTransaction: async (tx: { to: string; value: bigint }) => { sent.push({ to: tx.to, value: tx.value }); return `0x${'1'.repeat(64)}`; },
    writeContract: async (c: { address: string; abi: unknown; functionName: string; args: [string, bigint] }) => {
      check(c.abi === erc20Abi && c.functionName === 'transfer', 'an ERC-20 transfer');
      sent.push({ to: c.args[0], value: c.args[1], token: c.address });
      return `0x${'2'.repeat(64)}`;
    },
  };
  const state = { activeChain: 'eip155', chains: { eip155: { network: { caipNetwork: network }, account: { status: 'connected', address: FROM } } } };
  const api = {
    i18n: { t: (key: string) => key },
    options: { networks: [network] },
    services: { require: async () => eip155 },
    slice: {
      getSlice: () => slice,
      updateSlice: (_: unknown, recipe: (s: PayState) => PayState | void) => { const draft = structuredClone(slice); slice = recipe(draft) ?? draft; },
    },
    events: { emit: (name: string, data: unknown) => { emitted.push({ name, data }); } },
    ui: { open: async () => {}, close: () => {} },
    navigation: { pushTransaction: () => {}, popTransaction: () => {} },
    state: { getState: () => state },
    session: { switchNetwork: async () => {} },
    hooks: { error: { call: () => {} } },
    storage: { cache: { clear: () => {} } },
  } as unknown as PluginApi;
  const controller = createPayController(api, { waitForReceipt: async () => ({ status: 'success' }) } as never);
  return { controller, sent, emitted, slice: () => slice };
}

/** A request as the host hands it over, possibly hostile: near-valid, or with fields that change on every read. */
const hexAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).chain((b) => caseMix(Buffer.from(b).toString('hex')).map((h) => `0x${h}`));
const decimalAmount = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.option(fc.stringMatching(/^[0-9]{1,8}$/), { nil: undefined })).map(([i, f]) => (f === undefined ? String(i) : `${i}.${f}`));
/** Well-formed requests (any recipient, any amount, native or the token, the token as 0x or CAIP-10). */
const validRequest = fc.record({ recipient: hexAddress, amount: decimalAmount, asset: fc.constantFrom('native', TOKEN, TOKEN.toLowerCase(), `eip155:1:${TOKEN}`), network: fc.constant('eip155:1') });
const payInput = fc.record({
  request: fc.oneof({ weight: 3, arbitrary: validRequest }, { weight: 2, arbitrary: nearValid(native, erc20, { ...native, recipient: native.recipient.toLowerCase() }, { ...erc20, asset: TOKEN }) }),
  shifty: fc.boolean(),
  tamper: fc.record({ recipient: fc.constantFrom(ATTACKER, 'vitalik.eth', undefined), amount: fc.constantFrom('1000000', '0.0001', undefined), asset: fc.constantFrom('native', TOKEN, undefined) }),
});

/** A request whose recipient and amount read differently each time: an attacker's object. */
function shiftyRequest(base: Record<string, unknown>) {
  let reads = 0;
  return {
    ...base,
    get recipient() { return reads++ === 0 ? base.recipient : ATTACKER; },
    get amount() { return reads++ < 2 ? base.amount : '1000000'; },
  };
}

it('fuzz: a tampered pay request never changes recipient or amount', async () => {
  await fuzzBoundary('security: pay requests', payInput, async ({ request: generated, shifty, tamper }) => {
    const h = payHarness();
    // The host's own object (a copy: the generated samples are shared between runs), and what it held when passed.
    const request: unknown = structuredClone(generated);
    const original = request && typeof request === 'object' && !Array.isArray(request) ? { ...(request as Record<string, unknown>) } : request;
    const given = shifty && original && typeof original === 'object' ? shiftyRequest(original as Record<string, unknown>) : request;
    let outcome: Promise<unknown>;
    try {
      outcome = h.controller.pay(given as never).then(() => 'paid', (e: unknown) => e);
    } catch (e) {
      return e instanceof GangwayError ? 'refused' : (() => { throw e; })();
    }
    // Let the token read settle: the review is then up, or the request was refused.
    for (let i = 0; i < 20 && !h.slice().payment; i++) await Promise.resolve();
    const payment = h.slice().payment;
    if (!payment) {
      const e = await outcome;
      check(e instanceof GangwayError && e.code === 'PAY_INVALID_REQUEST', 'a refused request is PAY_INVALID_REQUEST');
      check(h.sent.length === 0, 'nothing sent for a refused request');
      return 'refused';
    }
    // What the review shows is what the host asked (for a plain object, its own fields).
    if (!shifty) {
      const req = original as { recipient: string; amount: string };
      check(payment.recipient === getAddress(req.recipient), 'the reviewed recipient is the request\'s');
      check(payment.amount === req.amount, 'the reviewed amount is the request\'s');
    }
    // Tampering with the request object after the call changes nothing.
    if (request && typeof request === 'object') for (const [k, v] of Object.entries(tamper)) if (v !== undefined) try { (request as Record<string, unknown>)[k] = v; } catch { /* frozen or a getter */ }
    await h.controller.confirm();
    check(await outcome === 'paid', 'the payment completes');
    check(h.sent.length === 1, 'exactly one transaction');
    const [tx] = h.sent;
    check(getAddress(tx.to) === getAddress(payment.recipient), `the wallet pays the reviewed recipient (${tx.to} vs ${payment.recipient})`);
    check(tx.value === parseUnits(payment.amount, payment.decimals), `the wallet sends the reviewed amount (${tx.value} vs ${payment.amount})`);
    check((tx.token ?? undefined) === (payment.token ?? undefined), 'the reviewed asset');
    const requested = h.emitted.find((x) => x.name === 'PAY_REQUESTED')?.data;
    check(requested?.recipient === payment.recipient && requested?.amount === payment.amount, 'the host is told the same recipient and amount');
    return 'parsed';
  });
});
