/**
 * The network guard of the plugin test harness: while a harness is alive, every way code can reach
 * the network — `fetch` (the kernel's API client, a plugin's own calls, viem's http transport),
 * `XMLHttpRequest`, `WebSocket`, `EventSource` and `navigator.sendBeacon` — either goes to the
 * double the test passed, or fails loudly with the URL. A refused request throws (or rejects) at
 * the call, and is recorded so that the harness fails the test when it is disposed, even if the code
 * under test swallowed the error.
 *
 * The globals are replaced when the first guard goes live and put back when the last one is disposed.
 * A global the test stubbed itself before the guard went live (e.g. `vi.stubGlobal('fetch', f)`) is
 * the test's explicit answer: calls go through to it.
 */

/** Doubles for each path; a path without one refuses every request. */
export interface NetworkHandlers {
  /** Answers `fetch` (the kernel's API client, `api.fetch` and any direct or library call). */
  fetch?: typeof fetch;
  /** Constructed instead of XMLHttpRequest. */
  xmlHttpRequest?: typeof XMLHttpRequest;
  /** Constructed instead of WebSocket (see fakeWebSocket). */
  webSocket?: typeof WebSocket;
  /** Constructed instead of EventSource. */
  eventSource?: typeof EventSource;
  /** Called instead of navigator.sendBeacon. */
  sendBeacon?: (url: string | URL, data?: BodyInit | null) => boolean;
}

export type NetworkPath = keyof NetworkHandlers;

export interface NetworkGuard {
  /** The fetch to hand the kernel: this guard's double, or the refusal. */
  readonly fetch: typeof fetch;
  /** Requests refused so far (`GET http://… (fetch)`), oldest first. */
  readonly unexpected: readonly string[];
  /** Returns the refused requests and forgets them (a test that expected them has seen them). */
  takeUnexpected(): string[];
  /** Takes the guard down; the globals come back when no guard is left. Idempotent. */
  dispose(): void;
}

const MESSAGE = 'Unexpected network request in a unit test';

/** The global each path replaces (sendBeacon lives on navigator). */
const GLOBALS = {
  fetch: 'fetch',
  xmlHttpRequest: 'XMLHttpRequest',
  webSocket: 'WebSocket',
  eventSource: 'EventSource',
} as const satisfies Partial<Record<NetworkPath, string>>;
type GlobalPath = keyof typeof GLOBALS;
const GLOBAL_PATHS = Object.keys(GLOBALS) as GlobalPath[];

interface Entry { handlers: NetworkHandlers; unexpected: string[]; outer: Partial<NetworkHandlers> }

type Host = Record<string, unknown>;
const g = globalThis as unknown as Host;
const nav = () => (typeof navigator !== 'undefined' && navigator && 'sendBeacon' in navigator ? (navigator as unknown as Host) : undefined);

/** What each global was when this module loaded: anything else found later was stubbed by the test. */
const pristine: Partial<Record<NetworkPath, unknown>> = {
  ...Object.fromEntries(GLOBAL_PATHS.map((p) => [p, g[GLOBALS[p]]])),
  sendBeacon: nav()?.sendBeacon,
};

const live: Entry[] = [];
/** The descriptors replaced by the guards (undefined: the global did not exist). */
let saved: Partial<Record<NetworkPath, { host: Host; name: string; descriptor?: PropertyDescriptor; value: unknown }>> = {};

function refusal(entry: Entry | undefined, path: NetworkPath, what: string): Error {
  const line = `${what} (${path === 'fetch' ? 'fetch' : path === 'sendBeacon' ? 'navigator.sendBeacon' : GLOBALS[path]})`;
  entry?.unexpected.push(line);
  return new Error(`${MESSAGE}: ${line}. Answer it with the harness's \`${path}\` option.`);
}

/** Who answers a request on `path` now: the newest live guard's double, a stub the test installed first, or nobody. */
function route<P extends NetworkPath>(path: P): { handler?: NetworkHandlers[P]; entry?: Entry } {
  for (let i = live.length - 1; i >= 0; i--) {
    const handler = live[i].handlers[path] ?? live[i].outer[path];
    if (handler) return { handler, entry: live[i] };
  }
  // No guard is alive (a stale reference to a guard): behave like the original global.
  if (!live.length) return { handler: saved[path]?.value as NetworkHandlers[P] };
  return { entry: live.at(-1) };
}

const requestUrl = (input: unknown) => (typeof Request !== 'undefined' && input instanceof Request ? input.url : String(input));
const requestMethod = (input: unknown, init?: RequestInit) =>
  (init?.method ?? (typeof Request !== 'undefined' && input instanceof Request ? input.method : 'GET')).toUpperCase();

const guardedFetch = async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { handler, entry } = route('fetch');
  if (handler) return handler(input, init);
  throw refusal(entry, 'fetch', `${requestMethod(input, init)} ${requestUrl(input)}`);
} as typeof fetch;

/** A constructor that builds the routed double, or refuses with the URL. */
function guardedClass(path: 'webSocket' | 'eventSource', states: Record<string, number>) {
  const Guarded = function (this: unknown, url: string | URL, arg?: unknown) {
    const { handler: Double, entry } = route(path);
    if (Double) return new (Double as new (u: string | URL, a?: unknown) => object)(url, arg);
    throw refusal(entry, path, String(url));
  } as unknown as new (...args: unknown[]) => object;
  Object.defineProperty(Guarded, 'name', { value: GLOBALS[path] });
  Object.assign(Guarded, states);
  return Guarded;
}
const readyStates = (...names: string[]) => Object.fromEntries(names.map((n, i) => [n, i]));

/** XMLHttpRequest: the URL is known at open(), the request leaves at send(), where it is refused. */
const XHR_STATES = readyStates('UNSENT', 'OPENED', 'HEADERS_RECEIVED', 'LOADING', 'DONE');
const GuardedXMLHttpRequest = function (this: unknown) {
  const { handler: Double, entry } = route('xmlHttpRequest');
  if (Double) return new Double();
  let what = '(unknown URL)';
  const refused = new EventTarget();
  return Object.assign(refused, XHR_STATES, {
    readyState: 0,
    status: 0,
    open(method: string, url: string | URL) { what = `${method.toUpperCase()} ${String(url)}`; },
    setRequestHeader() {},
    overrideMimeType() {},
    getAllResponseHeaders: () => '',
    getResponseHeader: () => null,
    abort() {},
    send() { throw refusal(entry, 'xmlHttpRequest', what); },
  });
} as unknown as typeof XMLHttpRequest;
Object.defineProperty(GuardedXMLHttpRequest, 'name', { value: 'XMLHttpRequest' });
Object.assign(GuardedXMLHttpRequest, XHR_STATES);

const guardedSendBeacon = function sendBeacon(url: string | URL, data?: BodyInit | null): boolean {
  const { handler, entry } = route('sendBeacon');
  if (handler) return handler(url, data);
  throw refusal(entry, 'sendBeacon', `POST ${String(url)}`);
};

const GUARDS: Record<NetworkPath, unknown> = {
  fetch: guardedFetch,
  xmlHttpRequest: GuardedXMLHttpRequest,
  webSocket: guardedClass('webSocket', readyStates('CONNECTING', 'OPEN', 'CLOSING', 'CLOSED')),
  eventSource: guardedClass('eventSource', readyStates('CONNECTING', 'OPEN', 'CLOSED')),
  sendBeacon: guardedSendBeacon,
};

function hostOf(path: NetworkPath): { host: Host; name: string } | undefined {
  if (path !== 'sendBeacon') return { host: g, name: GLOBALS[path] };
  const n = nav();
  return n && { host: n, name: 'sendBeacon' };
}

function install() {
  const before = saved;
  saved = {};
  for (const path of Object.keys(GUARDS) as NetworkPath[]) {
    const at = hostOf(path);
    if (!at) continue;
    const value = at.host[at.name];
    // Our own guard put back by a stub's restore: what it replaced is still the original.
    saved[path] = value === GUARDS[path] && before[path]
      ? before[path]
      : { ...at, descriptor: Object.getOwnPropertyDescriptor(at.host, at.name), value };
    Object.defineProperty(at.host, at.name, { value: GUARDS[path], writable: true, configurable: true, enumerable: false });
  }
}

function restore() {
  for (const [path, s] of Object.entries(saved) as [NetworkPath, NonNullable<(typeof saved)[NetworkPath]>][]) {
    // Replaced after us (a stub of the test's own): leave it; our guard, if it comes back, passes through.
    if (s.host[s.name] !== GUARDS[path]) continue;
    if (s.descriptor) Object.defineProperty(s.host, s.name, s.descriptor);
    else delete s.host[s.name];
  }
}

/** Stubs the test installed before the first guard went live: they answer for the test. */
function outerStubs(): Partial<NetworkHandlers> {
  const outer: Partial<Record<NetworkPath, unknown>> = {};
  for (const path of Object.keys(GUARDS) as NetworkPath[]) {
    const value = saved[path]?.value;
    if (value !== undefined && value !== pristine[path] && value !== GUARDS[path]) outer[path] = value;
  }
  return outer as Partial<NetworkHandlers>;
}

/** Puts the guard up (with these doubles) until `dispose()`. */
export function guardNetwork(handlers: NetworkHandlers = {}): NetworkGuard {
  if (!live.length) install();
  const entry: Entry = { handlers, unexpected: [], outer: outerStubs() };
  live.push(entry);
  let disposed = false;
  const own = handlers.fetch ?? entry.outer.fetch;
  const kernelFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (own) return own(input, init);
    throw refusal(entry, 'fetch', `${requestMethod(input, init)} ${requestUrl(input)}`);
  }) as typeof fetch;
  return {
    fetch: kernelFetch,
    get unexpected() { return entry.unexpected; },
    takeUnexpected: () => entry.unexpected.splice(0),
    dispose() {
      if (disposed) return;
      disposed = true;
      live.splice(live.indexOf(entry), 1);
      if (!live.length) restore();
    },
  };
}

/** The error a harness throws at disposal when requests were refused. */
export function unexpectedRequestsError(lines: readonly string[]): Error {
  return new Error(
    `${MESSAGE}: ${lines.length} request(s) went unanswered (pass the harness's fetch, webSocket, xmlHttpRequest, eventSource or sendBeacon option to answer them):\n${lines.map((l) => `- ${l}`).join('\n')}`,
  );
}
