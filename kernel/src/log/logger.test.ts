import { describe, expect, it, vi } from 'vitest';
import { createLogger, DEFAULT_LOG_LEVEL, describeError, LOG_BUFFER_BYTES } from './logger';
import { loggerService } from './logger-key';
import { createPluginHarness } from '../testing/harness';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { GangwayError } from '../errors/core';

const utf8 = (s: string) => new TextEncoder().encode(s).length;

describe('logger (spec §9: buffer 1,024,000 bytes, default level error)', () => {
  it('has the spec constants and keeps error and fatal only by default', () => {
    expect(LOG_BUFFER_BYTES).toBe(1_024_000);
    expect(DEFAULT_LOG_LEVEL).toBe('error');
    const log = createLogger({ now: () => 7 });
    expect(log.level).toBe('error');
    for (const l of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const) log.log(l, 'test', l);
    expect(log.entries()).toEqual([{ time: 7, level: 'error', source: 'test', message: 'error' }, { time: 7, level: 'fatal', source: 'test', message: 'fatal' }]);
  });

  it('takes the logLevel option when it is a level, else stays at error; silent keeps nothing', () => {
    expect(createLogger({ level: 'debug' }).level).toBe('debug');
    expect(createLogger({ level: 'loud' }).level).toBe('error');
    const silent = createLogger({ level: 'silent' });
    silent.log('fatal', 's', 'm');
    expect(silent.entries()).toEqual([]);
  });

  it('never holds more than 1,024,000 bytes: the oldest entries go first', () => {
    const log = createLogger();
    const msg = 'é'.repeat(5_000); // 2 bytes each in UTF-8
    for (let i = 0; i < 200; i++) log.log('error', `s${i}`, msg);
    const kept = log.entries();
    const bytes = kept.reduce((n, e) => n + utf8(JSON.stringify(e)), 0);
    expect(bytes).toBe(log.bytes());
    expect(bytes).toBeLessThanOrEqual(LOG_BUFFER_BYTES);
    expect(bytes + utf8(JSON.stringify(kept[0]))).toBeGreaterThan(LOG_BUFFER_BYTES - 10_100); // full, not half empty
    expect(kept.at(-1)!.source).toBe('s199');
    expect(kept[0].source).not.toBe('s0');
  });

  it('cuts one entry larger than the whole buffer to fit', () => {
    const log = createLogger();
    log.log('error', 'big', 'x'.repeat(LOG_BUFFER_BYTES * 2));
    expect(log.bytes()).toBeLessThanOrEqual(LOG_BUFFER_BYTES);
    expect(log.entries()).toHaveLength(1);
  });

  it('counts an entry that comes again right after on the kept one, and keeps what came before it', () => {
    let t = 0;
    const c = { warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const log = createLogger({ now: () => ++t, debug: true, console: c });
    log.log('error', 'plugin:connect:init', 'the cause');
    for (let i = 0; i < 5_000; i++) log.log('error', 'plugin:connect:registry', 'GET /getWallets failed: Failed to fetch');
    expect(log.entries()).toEqual([
      { time: 1, level: 'error', source: 'plugin:connect:init', message: 'the cause' },
      { time: 2, level: 'error', source: 'plugin:connect:registry', message: 'GET /getWallets failed: Failed to fetch', repeated: { count: 5_000, lastTime: 5_001 } },
    ]);
    expect(log.bytes()).toBe(log.entries().reduce((n, e) => n + utf8(JSON.stringify(e)), 0));
    // The console sees the cause, the first ten with their count, then the repeats at 16, 32, … 4,096.
    expect(c.warn).toHaveBeenCalledTimes(1 + 10 + 9);
    expect(c.warn).toHaveBeenNthCalledWith(2, '[gangway] plugin:connect:registry: GET /getWallets failed: Failed to fetch');
    expect(c.warn).toHaveBeenNthCalledWith(3, '[gangway] plugin:connect:registry: GET /getWallets failed: Failed to fetch (×2)');
    expect(c.warn).toHaveBeenNthCalledWith(11, '[gangway] plugin:connect:registry: GET /getWallets failed: Failed to fetch (×10)');
    expect(c.warn).toHaveBeenNthCalledWith(12, '[gangway] plugin:connect:registry: GET /getWallets failed: Failed to fetch (×16)');
    expect(c.warn).toHaveBeenLastCalledWith('[gangway] plugin:connect:registry: GET /getWallets failed: Failed to fetch (×4096)');
    // Another level, source or message starts an entry of its own; entries() hands out copies.
    log.log('fatal', 'plugin:connect:registry', 'GET /getWallets failed: Failed to fetch');
    log.log('error', 'plugin:connect:registry', 'GET /getWallets failed: Failed to fetch');
    expect(log.entries().map((e) => [e.level, e.repeated?.count])).toEqual([['error', undefined], ['error', 5_000], ['fatal', undefined], ['error', undefined]]);
    log.entries()[1].repeated!.count = 0;
    expect(log.entries()[1].repeated!.count).toBe(5_000);
  });

  it('keeps a cut entry when it comes again (its count fits in the room left)', () => {
    const log = createLogger({ now: () => Number.MAX_SAFE_INTEGER });
    // A control character is 6 bytes in JSON (\u0001): cut, this entry fills nearly all the buffer.
    log.log('error', 'big', '\u0001'.repeat(LOG_BUFFER_BYTES));
    const [cut] = log.entries();
    expect(log.bytes()).toBeGreaterThan(LOG_BUFFER_BYTES - 100);
    log.log('error', 'big', cut.message);
    expect(log.entries()).toEqual([{ ...cut, repeated: { count: 2, lastTime: Number.MAX_SAFE_INTEGER } }]);
    expect(log.bytes()).toBeLessThanOrEqual(LOG_BUFFER_BYTES);
  });

  it('writes to the console only with debug, as warnings', () => {
    const c = { warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    createLogger({ debug: false, console: c }).log('error', 'src', 'quiet');
    expect(c.warn).not.toHaveBeenCalled();
    createLogger({ debug: true, console: c }).log('error', 'src', 'loud');
    expect(c.warn).toHaveBeenCalledWith('[gangway] src: loud');
  });

  it('enableAuthLogger: false drops the auth connector\'s entries, and only those', () => {
    const log = createLogger({ enableAuthLogger: false });
    for (const s of ['plugin:embedded-wallet:connect', 'email', 'socials:popup', 'farcaster', 'plugin:walletconnect:init']) log.log('error', s, 'm');
    expect(log.entries().map((e) => e.source)).toEqual(['plugin:walletconnect:init']);
    const all = createLogger({ enableAuthLogger: true });
    all.log('error', 'plugin:embedded-wallet:connect', 'm');
    expect(all.entries()).toHaveLength(1);
  });

  it('describes anything thrown without throwing', () => {
    expect(describeError(new GangwayError('NETWORK_NOT_FOUND'))).toBe('GangwayError: Network not found');
    expect(describeError('plain')).toBe('plain');
    expect(describeError({ code: 1 })).toBe('{"code":1}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeError(cyclic)).toBe('[object Object]');
    expect(describeError(Object.create(null))).toBe('{}');
  });
});

describe('logger in the runtime', () => {
  it('keeps every error reported on the error hook, and the host reads it as a service', async () => {
    const noop = defineManifest({ id: 'noop', apiVersion: PLUGIN_API_VERSION, load: async () => definePlugin(() => {}) });
    const h = createPluginHarness(noop, { options: { debug: false, logLevel: 'error' } });
    h.kernel.hooks.error.call({ error: new GangwayError('NETWORK_NOT_FOUND'), source: 'plugin:chain-eip155' });
    const logger = await h.gangway.service(loggerService);
    expect(logger.entries()).toEqual([expect.objectContaining({ level: 'error', source: 'plugin:chain-eip155', message: 'GangwayError: Network not found' })]);
  });
});
