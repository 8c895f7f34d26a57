/**
 * The logger's service key and types: all the eager code needs (a host asks
 * `await gangway.service(loggerService)`). The logger itself lives in the lazy runtime (logger.ts).
 */
import { createServiceKey } from '../plugins/services';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogEntry {
  time: number;
  level: Exclude<LogLevel, 'silent'>;
  source: string;
  message: string;
  /** Set when the same entry came again right after: how many times in all, and when it last did. */
  repeated?: { count: number; lastTime: number };
}

export interface Logger {
  log(level: Exclude<LogLevel, 'silent'>, source: string, message: string): void;
  /** The kept entries, oldest first (what fits in the buffer). */
  entries(): LogEntry[];
  /** Bytes the kept entries take (UTF-8 of their JSON lines); never above the buffer size. */
  bytes(): number;
  readonly level: LogLevel;
  clear(): void;
}

export const loggerService = /*#__PURE__*/ createServiceKey<Logger>('logger');
