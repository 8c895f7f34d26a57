/**
 * End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here). Installs it
 * with apt-get when absent and we are root; otherwise says what to do.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`);
  console.log('[gangway] installing Debian chromium for the end-to-end tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
