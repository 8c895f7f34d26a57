/**
 * The shapes of a remote API call, with no imports: the manifest type names them (firstRequests)
 * and the options schema checks its endpoints against the same service names.
 */
export type Service = 'api' | 'walletServices' | 'analytics' | 'rpc' | 'relay' | 'frame';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** A plain GET of a configured service that a view needs the moment it shows (see early-requests.ts). */
export interface FirstRequest { service: Service; path: string; query?: Query }
