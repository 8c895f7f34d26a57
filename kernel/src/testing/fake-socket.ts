/**
 * A WebSocket double for the harness's `webSocket` option: records every socket the code under test
 * opens, what it sends, and lets the test answer.
 *
 *   const ws = fakeWebSocket();
 *   const h = createPluginHarness(plugin, { webSocket: ws.WebSocket });
 *   // … the plugin connects …
 *   const socket = ws.sockets[0];            // socket.url, socket.sent
 *   socket.receive(JSON.stringify({ id: 1, result: 'ok' }));
 */
export interface FakeSocket extends EventTarget {
  readonly url: string;
  readonly protocols: string[];
  /** 0 connecting, 1 open, 2 closing, 3 closed (as WebSocket). */
  readyState: number;
  binaryType: string;
  /** Every payload the code sent, in order. */
  readonly sent: unknown[];
  onopen: ((e: Event) => void) | null;
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: ((e: Event) => void) | null;
  onclose: ((e: Event) => void) | null;
  send(data: unknown): void;
  close(code?: number, reason?: string): void;
  // ---- the test's side ----
  /** Deliver a message from the server. */
  receive(data: unknown): void;
  /** Fail the connection (an error event, then close with code 1006). */
  fail(): void;
}

/**
 * `autoOpen` (default true): sockets open on the next microtask, as a reachable server would; with
 * false they stay connecting until the test calls `opens(socket)`.
 */
export function fakeWebSocket(opts: { autoOpen?: boolean } = {}) {
  const sockets: FakeSocket[] = [];
  const fire = (socket: FakeSocket, type: string, extra: Record<string, unknown> = {}) => {
    const event = Object.assign(new Event(type), extra);
    socket.dispatchEvent(event);
    const handler = (socket as unknown as Record<string, unknown>)[`on${type}`];
    if (typeof handler === 'function') handler.call(socket, event);
  };
  const open = (socket: FakeSocket) => {
    if (socket.readyState !== 0) return;
    socket.readyState = 1;
    fire(socket, 'open');
  };
  const closed = (socket: FakeSocket, code: number, reason = '') => {
    if (socket.readyState === 3) return;
    socket.readyState = 3;
    fire(socket, 'close', { code, reason, wasClean: code === 1000 });
  };

  class FakeWebSocket extends EventTarget implements FakeSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSING = 2;
    readonly CLOSED = 3;
    readonly url: string;
    readonly protocols: string[];
    readyState = 0;
    binaryType = 'blob';
    readonly sent: unknown[] = [];
    onopen: FakeSocket['onopen'] = null;
    onmessage: FakeSocket['onmessage'] = null;
    onerror: FakeSocket['onerror'] = null;
    onclose: FakeSocket['onclose'] = null;
    constructor(url: string | URL, protocols?: string | string[]) {
      super();
      this.url = String(url);
      this.protocols = protocols === undefined ? [] : ([] as string[]).concat(protocols);
      sockets.push(this);
      if (opts.autoOpen !== false) queueMicrotask(() => open(this));
    }
    send(data: unknown) {
      if (this.readyState !== 1) throw new Error(`FakeWebSocket ${this.url}: send() while not open`);
      this.sent.push(data);
    }
    close(code = 1000, reason = '') {
      if (this.readyState >= 2) return;
      this.readyState = 2;
      queueMicrotask(() => closed(this, code, reason));
    }
    receive(data: unknown) {
      if (this.readyState !== 1) throw new Error(`FakeWebSocket ${this.url}: receive() while not open`);
      fire(this, 'message', { data });
    }
    fail() {
      fire(this, 'error');
      closed(this, 1006);
    }
  }

  return {
    /** Pass as the harness's `webSocket` option. */
    WebSocket: FakeWebSocket as unknown as typeof WebSocket,
    /** Every socket opened so far, oldest first. */
    sockets: sockets as readonly FakeSocket[],
    /** Open a socket made with `autoOpen: false`. */
    opens: open,
  };
}
