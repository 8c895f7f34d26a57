/**
 * The URL of a remote API call — one function for the API client and for the requests the eager code
 * starts at the click (early-requests.ts), so both name a call the same way and the client can
 * recognise an answer already on its way.
 */
import { DEFAULT_ENDPOINTS, type Endpoints } from '../options/schema';
import type { Query, Service } from './request-types';

export type { FirstRequest, Query, QueryValue, Service } from './request-types';

export interface ApiTarget {
  /** Base URLs; a missing one falls back to the hosted service. */
  endpoints: Partial<Endpoints>;
  projectId?: string;
  /** SDK type, the `st` query param (e.g. 'gangway'). */
  sdkType: string;
  /** SDK version, the `sv` query param (e.g. 'react-gangway-0.1.0'). */
  sdkVersion: string;
}

/** Every call carries projectId, st and sv; arrays are sent comma-separated; null/undefined are left out. */
export function apiUrl({ endpoints, projectId, sdkType, sdkVersion }: ApiTarget, service: Service, path: string, query: Query = {}): string {
  const u = new URL((endpoints[service] ?? DEFAULT_ENDPOINTS[service]).replace(/\/+$/, '') + '/' + path.replace(/^\/+/, ''));
  for (const [k, v] of Object.entries({ projectId, st: sdkType, sv: sdkVersion, ...query }))
    if (v != null) u.searchParams.set(k, Array.isArray(v) ? v.join(',') : String(v));
  return u.toString();
}

/** Calls the start-up makes (spec §7), named once for the startup chunk and the eager early request. */
export const PROJECT_CONFIG_PATH = '/appkit/v1/config';
export const ORIGINS_PATH = '/projects/v1/origins';
