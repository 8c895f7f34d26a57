import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_DIR = path.resolve(BENCH_DIR, '..', '..');
/** Where the bench apps are built (git-ignored). */
export const DIST_DIR = path.join(BENCH_DIR, 'dist');
/** Gangway's demo host, built by the root `npm run build`. */
export const GANGWAY_DIST = path.join(ROOT_DIR, 'dist', 'demo');
