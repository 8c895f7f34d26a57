/**
 * Tells the host about an EIP-6963 announcement dropped because its rdns is taken (discovery.ts):
 * the public event `WALLET_ANNOUNCEMENT_IGNORED` ({ rdns, name, uuid }), and a GangwayError on the
 * error hook — kept in the logger's buffer, and a console warning when `debug` is on (the kernel's
 * logger writes handled errors as console.warn). It is no failure of the visitor's: nothing shows
 * in the modal.
 */
import { GangwayError, type PluginApi } from '@gangway/kernel';
import type { DuplicateAnnouncement } from './discovery';

export const DUPLICATE_CODE = 'WALLET_ANNOUNCEMENT_IGNORED';

/** The announced name is outside input: kept short in the log line. */
const short = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s);

export const duplicateMessage = (d: DuplicateAnnouncement) =>
  `Ignored a second wallet announcing rdns ${short(d.rdns)} ("${short(d.name)}"): the wallet first announced under it keeps it`;

export function reportDuplicate(api: Pick<PluginApi, 'hooks'> & { readonly events: Pick<PluginApi['events'], 'emit'> }, d: DuplicateAnnouncement) {
  api.events.emit(DUPLICATE_CODE, { rdns: d.rdns, name: d.name, uuid: d.uuid });
  api.hooks.error.call({ error: new GangwayError(DUPLICATE_CODE, duplicateMessage(d), { details: { ...d } }), source: 'injected:discovery' });
}
