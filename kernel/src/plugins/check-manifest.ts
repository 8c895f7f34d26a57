/**
 * Holds manifests to the vocabulary: one manifest on its own (`defineManifest` in development builds,
 * and the kernel at registration always), then the whole registry (collisions between plugins).
 * Every problem is listed in one error, naming the plugin — and both plugins for a collision.
 */
import { GangwayError } from '../errors/core';
import { setsOf, type PluginManifest } from './manifest';
import { ACTIVATION_EVENT_KINDS, ACTIVATING_HOOKS, OPEN_ROLES, PERMISSIONS, TOP_LEVEL_SWITCHES } from './vocabulary';

const SLOT_ID = /^[\w-]+\.[\w.-]+$/;
const FEATURE_PATH = /^features\.[A-Za-z][A-Za-z0-9]*$/;
const ORIGIN = /^origin:https?:\/\/[^/\s]+$/;

function activationProblem(event: string): string | undefined {
  const colon = event.indexOf(':');
  const kind = colon < 0 ? event : event.slice(0, colon);
  const arg = colon < 0 ? undefined : event.slice(colon + 1);
  if (!(kind in ACTIVATION_EVENT_KINDS)) {
    return `unknown activation event '${event}' (known: ${Object.keys(ACTIVATION_EVENT_KINDS).join(', ')})`;
  }
  const check = ACTIVATION_EVENT_KINDS[kind];
  if (!check) return arg === undefined ? undefined : `activation event '${kind}' takes no argument`;
  if (arg === undefined || !check(arg)) {
    return kind === 'onHook'
      ? `unknown activation event '${event}' (hooks that activate plugins: ${ACTIVATING_HOOKS.join(', ')})`
      : `unknown activation event '${event}'`;
  }
  return undefined;
}

/** Problems of one manifest on its own; empty when it is sound. */
export function manifestProblems(m: PluginManifest): string[] {
  const p: string[] = [];
  if (!m || typeof m.id !== 'string' || !m.id) return ['a plugin manifest needs an id'];
  if (typeof m.apiVersion !== 'number') p.push('apiVersion must be the plugin API version it was written against');
  // Its own options may switch it on: 'pluginOptions.<its id>' or one key of them.
  const ownOptions = m.feature?.split('.').slice(0, 2).join('.') === `pluginOptions.${m.id}` && m.feature.split('.').length <= 3;
  if (m.feature !== undefined && !FEATURE_PATH.test(m.feature) && !ownOptions && !(TOP_LEVEL_SWITCHES as readonly string[]).includes(m.feature)) {
    p.push(`unknown feature path '${m.feature}' (use 'features.<name>', 'pluginOptions.${m.id}[.<key>]' or one of ${TOP_LEVEL_SWITCHES.join(', ')})`);
  }
  for (const e of m.activationEvents ?? []) {
    const problem = activationProblem(e);
    if (problem) p.push(problem);
  }
  for (const perm of m.permissions ?? []) {
    if (!(PERMISSIONS as readonly string[]).includes(perm) && !ORIGIN.test(perm)) p.push(`unknown permission '${perm}'`);
  }
  for (const s of [...(m.requires ?? []), ...(m.provides ?? []), ...(m.dependsOn ?? [])]) {
    if (typeof s !== 'string' || !s) p.push('requires, provides and dependsOn list ids (non-empty strings)');
  }
  if (m.family && (!m.namespaces?.length || !m.family.every((c) => typeof c === 'string' && c))) p.push('family lists what the chain family of its namespaces can do (non-empty strings): it needs namespaces');
  if (m.adapter && (typeof m.adapter.type !== 'string' || !m.adapter.type)) p.push('adapter needs the adapter type it belongs to (spec §1)');
  for (const [ns, types] of Object.entries(m.accountTypes ?? {})) {
    if (!Array.isArray(types) || !types.length || !types.every((t) => typeof t === 'string' && t)) p.push(`accountTypes.${ns} lists the namespace's account types, its default first (non-empty strings)`);
    // A plugin sets the account types of what it serves only: another family's are not its to choose.
    if (!m.namespaces?.includes(ns)) p.push(`accountTypes.${ns} is for a namespace the plugin does not serve (add '${ns}' to namespaces, beside accountTypes)`);
  }
  for (const slot of m.slots ?? []) {
    if (!SLOT_ID.test(slot)) p.push(`slot '${slot}' must be a dotted name ('<area>.<name>', e.g. '${m.id}.rows')`);
  }
  for (const [view, title] of Object.entries(m.titles ?? {})) {
    if (!m.views?.includes(view)) p.push(`title of view '${view}', which the plugin does not declare`);
    const key = typeof title === 'string' || title === null ? title : title?.key;
    if (title !== null && (typeof key !== 'string' || !key)) p.push(`the title of view '${view}' needs a message key (or null)`);
  }
  for (const [role, view] of Object.entries(m.opens ?? {})) {
    if (!(OPEN_ROLES as readonly string[]).includes(role)) p.push(`unknown role '${role}' in opens (known: ${OPEN_ROLES.join(', ')})`);
    if (!m.views?.includes(view as string)) p.push(`opens.${role} is view '${String(view)}', which the plugin does not declare`);
  }
  for (const [slot, entries] of Object.entries(m.contributes ?? {})) {
    if (!SLOT_ID.test(slot)) p.push(`unknown slot '${slot}'`);
    for (const e of entries) {
      if (!e.id || !e.label) p.push(`an entry of slot '${slot}' needs an id and a label`);
      if (e.view && !m.views?.includes(e.view)) p.push(`slot entry '${slot}/${e.id}' opens view '${e.view}', which the plugin does not declare`);
    }
  }
  if (m.firstRequests !== undefined && typeof m.firstRequests !== 'function') p.push('firstRequests must be a function of the options');
  const sets = setsOf(m);
  if (sets.length > 0 && (!m.load || !sets.every((t) => Array.isArray(t?.plugins) && t.plugins.includes(m.id) && typeof t.load === 'function'))) {
    p.push(`loadTogether (a set, or a list of sets) needs in each set the plugins' ids (${m.id} among them) and a load function, and the plugin a load of its own`);
  }
  if (!m.load && !m.remote && typeof (m as { setup?: unknown }).setup !== 'function') p.push('it needs load, remote or setup');
  return p;
}

export function invalidManifest(id: string, problems: string[]) {
  return new GangwayError('INVALID_MANIFEST', `Invalid plugin manifest ${id}:\n${problems.map((x) => `- ${x}`).join('\n')}`, { details: { plugin: id, problems } });
}

export function assertManifest(m: PluginManifest): void {
  const problems = manifestProblems(m);
  if (problems.length) throw invalidManifest(m?.id ?? '(no id)', problems);
}

/**
 * Problems between manifests: two plugins claiming one id, view, service, slot, slot entry or role.
 * Each message names both plugins. A contribution to a slot no listed plugin declares is not one: the
 * slot's owner may be left out (its entries then show nowhere).
 */
export function registryProblems(manifests: readonly PluginManifest[]): string[] {
  const p: string[] = [];
  const owner = new Map<string, string>();
  const claim = (what: string, key: string, id: string) => {
    const other = owner.get(`${what}\0${key}`);
    if (other !== undefined && other !== id) p.push(`plugins ${other} and ${id} both claim ${what} '${key}'`);
    else if (other === id && what === 'id') p.push(`plugin ${id} is registered twice`);
    else owner.set(`${what}\0${key}`, id);
  };
  for (const m of manifests) {
    claim('id', m.id, m.id);
    for (const v of m.views ?? []) claim('view', v, m.id);
    for (const s of m.provides ?? []) claim('service', s, m.id);
    for (const s of m.slots ?? []) claim('slot', s, m.id);
    for (const role of Object.keys(m.opens ?? {})) claim('role', role, m.id);
    for (const [slot, entries] of Object.entries(m.contributes ?? {})) for (const e of entries) claim('slot entry', `${slot}/${e.id}`, m.id);
  }
  return p;
}
