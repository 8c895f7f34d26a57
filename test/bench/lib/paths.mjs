import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_DIR = path.resolve(BENCH_DIR, '..', '..');
/** Where the bench apps are built (git-ignored). */
export const DIST_DIR = path.join(BENCH_DIR, 'dist');
/** Gangway's demo host, built by the root `npm run build`. */
export const GANGWAY_DIST = path.join(ROOT_DIR, 'dist', 'demo');
/**
 * The bench's own copy of dist/demo, taken right after the build: other work rebuilds dist/demo at any
 * moment (its build cleans the folder), which would pull files from under a running measurement.
 */
export const GANGWAY_SNAPSHOT = path.join(DIST_DIR, 'gangway-demo');
