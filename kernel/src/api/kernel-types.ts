/** Services the kernel offers to every plugin (the `api` extends these). */
import type { ResolvedOptions } from '../options';
import type { GangwayStorage as Storage } from '../storage';
import type { ApiClient } from '../remote';

export interface KernelServices {
  /** Resolved host options (features reflect the remote project config once fetched). */
  readonly options: ResolvedOptions;
  /** Typed, validated local storage. */
  readonly storage: Storage;
  /** Client for the remote APIs (base URLs from options; projectId, st, sv on every call). */
  readonly http: ApiClient;
}
