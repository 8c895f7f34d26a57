/**
 * The widget's logger (spec §9: log buffer 1,024,000 bytes; default log level error). Lazy: only the
 * runtime chunk imports it, so it costs the eager bundle nothing but its service key.
 * Decisions where the spec is silent (docs/reliability.md "Logger"):
 * - entries below the level are dropped; the level is 'error' unless the host passes the
 *   pass-through option `logLevel` (one of LOG_LEVELS; anything else keeps 'error');
 * - the buffer keeps the newest entries whose JSON lines fit in 1,024,000 bytes (UTF-8); an entry
 *   larger than the whole buffer is cut to fit;
 * - `debug` (option, on by default) also writes kept entries to the console — errors as console.warn:
 *   they are errors the widget handled (it showed the visitor a message), and a host that watches
 *   console.error for its own failures should not see them as such; off, entries stay in the buffer;
 * - `enableAuthLogger: false` drops the entries of the auth connector (embedded wallet, email,
 *   socials, Farcaster), whose messages can carry an email address;
 * - every error reported on the kernel's error hook is logged at level error with its source;
 * - an entry equal to the newest kept one (level, source, message) is counted on it (`repeated`)
 *   rather than kept again: a failure that recurs on every open or poll would otherwise fill the
 *   buffer with copies and push out the different entry before them that explains it. The console
 *   gets each repeat with its count (`(×3)`) up to the tenth, then at 16, 32, 64, …: a few repeats
 *   show exactly, and a failure that recurs on every open does not grow the browser's console storage
 *   (which keeps every message's text, up to 1,000) by a line per open — issue 35's heap figure.
 */
import { LOG_LEVELS, type LogEntry, type Logger, type LogLevel } from './logger-key';

export const LOG_BUFFER_BYTES = 1_024_000;
export const DEFAULT_LOG_LEVEL: LogLevel = 'error';
/** Sources (plugin ids, or hook sources naming them) of the auth connector. */
const AUTH_SOURCES = /^(plugin:)?(embedded-wallet|email|socials|farcaster)\b/;

export interface LoggerOptions {
  level?: unknown;
  maxBytes?: number;
  debug?: boolean;
  enableAuthLogger?: boolean;
  now?: () => number;
  console?: Pick<Console, 'warn' | 'info' | 'debug'>;
}

/** The most bytes `repeated` adds to an entry's JSON line (both numbers at their longest). */
const REPEATED_ROOM = ',"repeated":{"count":9007199254740991,"lastTime":-9007199254740991}'.length;
/** Repeats of the newest entry written to the console one by one; past it, at powers of two only. */
const CONSOLE_EACH_REPEAT_UP_TO = 10;
const rank = (l: LogLevel) => LOG_LEVELS.indexOf(l);
const utf8 = (s: string) => new TextEncoder().encode(s).length;

export function createLogger(o: LoggerOptions = {}): Logger {
  const level: LogLevel = (LOG_LEVELS as readonly unknown[]).includes(o.level) ? (o.level as LogLevel) : DEFAULT_LOG_LEVEL;
  const max = o.maxBytes ?? LOG_BUFFER_BYTES;
  const now = o.now ?? Date.now;
  let kept: { entry: LogEntry; size: number }[] = [];
  let total = 0;

  /** Drops the oldest entries until the rest fit (the newest always fits: it was cut to). */
  function trim() {
    let drop = 0;
    while (total > max) total -= kept[drop++].size;
    if (drop) kept = kept.slice(drop);
  }

  function write(l: LogLevel, source: string, message: string) {
    if (!o.debug) return;
    const c = o.console ?? globalThis.console;
    const out = l === 'info' ? c.info : l === 'debug' || l === 'trace' ? c.debug : c.warn;
    out.call(c, `[gangway] ${source}: ${message}`);
  }

  return {
    level,
    log(l, source, message) {
      if (level === 'silent' || rank(l) < rank(level)) return;
      if (o.enableAuthLogger === false && AUTH_SOURCES.test(source)) return;
      const time = now();
      const last = kept.at(-1);
      if (last && last.entry.level === l && last.entry.source === source && last.entry.message === message) {
        last.entry.repeated = { count: (last.entry.repeated?.count ?? 1) + 1, lastTime: time };
        const size = utf8(JSON.stringify(last.entry));
        total += size - last.size;
        last.size = size;
        trim();
        const count = last.entry.repeated.count;
        if (count <= CONSOLE_EACH_REPEAT_UP_TO || (count & (count - 1)) === 0) write(l, source, `${last.entry.message} (×${count})`);
        return;
      }
      const entry: LogEntry = { time, level: l, source, message };
      let size = utf8(JSON.stringify(entry));
      if (size > max) {
        // Cut the message (by characters, then re-measure) so the entry alone fits, with room for
        // its `repeated` count should it come again.
        const overhead = size - utf8(JSON.stringify(message)) + REPEATED_ROOM;
        entry.message = message.slice(0, Math.max(0, Math.floor((max - overhead) / 6)));
        size = utf8(JSON.stringify(entry));
      }
      kept.push({ entry, size });
      total += size;
      trim();
      write(l, source, entry.message);
    },
    entries: () => kept.map((k) => ({ ...k.entry, ...(k.entry.repeated && { repeated: { ...k.entry.repeated } }) })),
    bytes: () => total,
    clear() { kept = []; total = 0; },
  };
}

/** A readable line from anything thrown (errors, strings, odd objects) — never throws. */
export function describeError(error: unknown): string {
  try {
    if (error instanceof Error) return `${error.name}: ${error.message}`;
    if (typeof error === 'string') return error;
    return JSON.stringify(error) ?? String(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}
