/**
 * Data the first view needs, requested by the eager code at the click (or on intent) together with
 * the view's chunks — one network wave instead of a chunk that, once run, asks for its data. The API
 * client then takes the answer already on its way (once) instead of asking again.
 * Only plain GETs of the configured services; an answer nobody took within a minute is dropped, so
 * a later open asks afresh.
 */
import type { EarlyResponse } from '../remote/client';
import { apiUrl, type FirstRequest } from '../remote/api-url';
import type { Kernel } from './kernel-types';
import { SDK_TYPE, SDK_VERSION } from './sdk';

const KEEP_MS = 60_000;
const pending = new WeakMap<Kernel, Map<string, EarlyResponse & { until: number }>>();

export const urlOf = (kernel: Kernel, r: FirstRequest) =>
  apiUrl({ endpoints: kernel.options.endpoints, projectId: kernel.options.projectId ?? '', sdkType: SDK_TYPE, sdkVersion: SDK_VERSION }, r.service, r.path, r.query);

export function requestEarly(kernel: Kernel, requests: readonly FirstRequest[]): void {
  const f = kernel.env.fetch ?? globalThis.fetch;
  if (typeof f !== 'function') return;
  let map = pending.get(kernel);
  if (!map) pending.set(kernel, (map = new Map()));
  const now = Date.now();
  for (const r of requests) {
    const url = urlOf(kernel, r);
    if ((map.get(url)?.until ?? 0) > now) continue;
    const ctrl = new AbortController();
    const response = f(url, { method: 'GET', headers: {}, signal: ctrl.signal });
    // Nobody may take it (the view changed, the feature went off): that is not an error to report.
    response.catch(() => undefined);
    map.set(url, { response, abort: () => ctrl.abort(), until: now + KEEP_MS });
  }
}

export function takeEarly(kernel: Kernel, url: string): EarlyResponse | undefined {
  const map = pending.get(kernel);
  const e = map?.get(url);
  if (!e) return undefined;
  map!.delete(url);
  return e.until > Date.now() ? e : undefined;
}
