/**
 * The demo build's chunk map (dist/demo/chunk-groups.json, written by the build: each chunk group's
 * files) for the size tests that check where code lives. Builds the demo if it is missing.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const demo = path.join(root, 'dist', 'demo');

/** Each chunk group's files, relative to dist/demo. */
export function demoChunkGroups() {
  if (!existsSync(path.join(demo, 'chunk-groups.json'))) {
    execSync('npx rspack build -c rspack.config.ts', { cwd: root, stdio: 'ignore', env: { ...process.env, GANGWAY_ONLY: 'demo' } });
  }
  return JSON.parse(readFileSync(path.join(demo, 'chunk-groups.json'), 'utf8'));
}

/** A built file's text. */
export const readChunk = (file) => readFileSync(path.join(demo, file), 'utf8');

/** The files among `files` whose text holds `text`. */
export const holders = (files, text) => files.filter((f) => readChunk(f).includes(text));
