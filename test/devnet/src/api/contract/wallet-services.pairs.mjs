// Wallet services' registry, project config and allowed origins: request/response pairs taken from
// AppKit's client (reown-com/appkit at ea99fd1), the only public reference for this service — the
// requests as ApiController builds them (and its own tests record them), the answers as its types
// read them. The service's source is not public, so no refusal of it is recorded beyond what AppKit's
// client handles: a 4xx on origins (403 included) reads as "no list" (ApiController.ts:213-237,
// ApiController.test.ts:947-958).
import { expect } from 'vitest';

const C = 'packages/controllers/src/controllers/ApiController.ts';
const T = 'packages/controllers/src/utils/TypeUtil.ts';

/** WcWallet (TypeUtil.ts:156-183): the fields AppKit and Gangway read, with their types. */
export const wcWallet = expect.objectContaining({
  id: expect.any(String),
  name: expect.any(String),
  image_id: expect.any(String),
  chains: expect.any(Array),
  badge_type: expect.stringMatching(/^(certified|none)$/),
});

/** @returns {Record<'getWallets'|'config'|'origins', import('./pairs.mjs').Pair[]>} */
export function walletServicePairs() {
  return {
    getWallets: [
      {
        source: `${C}:358-371 fetchRecommendedWallets via :269-287 (page and entries as strings, lists comma-joined; ApiController.test.ts:469-480); ${T}:204-207`,
        path: '/getWallets', query: { st: 'appkit', sv: 'html-wagmi-4.2.2', chains: 'eip155:1,eip155:31337', page: '1', entries: '4', exclude: 'none-such-id' }, status: 200,
        response: { count: expect.any(Number), data: expect.arrayContaining([wcWallet]) },
      },
      {
        source: `${C}:390-422 fetchWalletsByPage (badge_type, ${C}:417)`,
        path: '/getWallets', query: { st: 'appkit', sv: 'html-wagmi-4.2.2', chains: 'eip155:1', page: '2', entries: '40', badge_type: 'certified' }, status: 200,
        response: { count: expect.any(Number), data: expect.any(Array) },
      },
      {
        source: `${C}:457-489 searchWallet (entries 100, search trimmed)`,
        path: '/getWallets', query: { st: 'appkit', sv: 'html-wagmi-4.2.2', chains: 'eip155:1', page: '1', entries: '100', search: 'gangway' }, status: 200,
        response: { count: expect.any(Number), data: expect.arrayContaining([expect.objectContaining({ name: 'Gangway Test Wallet' })]) },
      },
      {
        source: `${C}:300-325 prefetchWalletRanks (\`badge\`, not badge_type, ${C}:309)`,
        path: '/getWallets', query: { st: 'appkit', sv: 'html-wagmi-4.2.2', page: '1', entries: '20', badge: 'certified' }, status: 200,
        response: { count: expect.any(Number), data: expect.any(Array) },
      },
    ],
    config: [
      {
        source: `${C}:179-186 fetchProjectConfig; ${T}:1454-1484 ApiGetProjectConfigResponse { features: TypedFeatureConfig[] }`,
        path: '/appkit/v1/config', query: { st: 'appkit', sv: 'html-wagmi-4.2.2' }, status: 200,
        response: { features: expect.arrayContaining([{ id: 'social_login', isEnabled: true, config: expect.arrayContaining(['email', 'google']) }, { id: 'activity', isEnabled: true, config: null }]) },
      },
    ],
    origins: [
      {
        source: `${C}:213-220 fetchAllowedOrigins; ${T}:209-211 ApiGetAllowedOriginsResponse`,
        path: '/projects/v1/origins', query: { st: 'appkit', sv: 'html-wagmi-4.2.2' }, status: 200,
        response: { allowedOrigins: expect.arrayContaining(['http://localhost:5173']) },
      },
      { source: `${C}:221-236: a 403 for a project the service refuses`, path: '/projects/v1/origins', query: { projectId: 'no-such-project' }, status: 403 },
    ],
  };
}

/** AppKit's FeatureID values (TypeUtil.ts:1454-1465): every id the config answers is one of them. */
export const FEATURE_IDS = ['multi_wallet', 'activity', 'onramp', 'swap', 'social_login', 'reown_branding', 'email_capture', 'fund_from_exchange', 'payments', 'reown_authentication', 'headless'];
