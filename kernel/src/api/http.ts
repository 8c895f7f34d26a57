/** The remote API client of a kernel, created once on first need (startup chunk or runtime). */
import { createApiClient } from '../remote';
import { takeEarly } from './early-requests';
import type { Kernel } from './kernel-types';
import { SDK_TYPE, SDK_VERSION } from './sdk';

export function kernelHttp(kernel: Kernel) {
  kernel.http ??= createApiClient({
    endpoints: kernel.options.endpoints,
    projectId: kernel.options.projectId ?? '',
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    fetch: kernel.env.fetch,
    early: (url) => takeEarly(kernel, url),
  });
  return kernel.http;
}
