// Profile names (".reown.id"), persisted as JSON in the devnet's dataDir.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NAME_SUFFIX = '.reown.id';
export const LEGACY_SUFFIX = '.wcn.id';

/** @typedef {{ name: string, addresses: Record<string, {address: string, created: number}>, attributes: Record<string,string>, created: number }} Profile */

/** Normalises "alice" / "alice.reown.id" / "alice.wcn.id" to "alice.reown.id". @param {string} raw */
export function fullName(raw) {
  const n = raw.trim().toLowerCase();
  if (n.endsWith(NAME_SUFFIX)) return n;
  if (n.endsWith(LEGACY_SUFFIX)) return n.slice(0, -LEGACY_SUFFIX.length) + NAME_SUFFIX;
  return n + NAME_SUFFIX;
}

/** Label rule: at least 4 letters, digits or hyphens. @param {string} name */
export function validLabel(name) {
  return /^[a-z0-9-]{4,}$/.test(fullName(name).slice(0, -NAME_SUFFIX.length));
}

/** @param {string} dataDir */
export function createNamesStore(dataDir) {
  const file = join(dataDir, 'names.json');
  /** @type {Record<string, Profile>} */
  let names = {};
  if (existsSync(file)) {
    try {
      names = JSON.parse(readFileSync(file, 'utf8')).names ?? {};
    } catch {
      names = {};
    }
  }
  const save = () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ names }, null, 1));
  };
  return {
    file,
    /** @param {string} name */
    get: (name) => names[fullName(name)],
    /** @param {string} address */
    reverse: (address) => Object.values(names).filter((p) => Object.values(p.addresses).some((a) => a.address.toLowerCase() === address.toLowerCase())),
    /** @param {Profile} p */
    put(p) {
      names[p.name] = p;
      save();
      return p;
    },
  };
}
