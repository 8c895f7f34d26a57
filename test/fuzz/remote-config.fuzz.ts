/**
 * Remote configuration: the project's features (GET /appkit/v1/config) and its allowed origins
 * (GET /projects/v1/origins). A malformed answer leaves the local settings in force (config) or
 * yields the spec's alert kind (origins); it never throws out of start-up.
 */
import { it } from 'vitest';
import fc from 'fast-check';
import { fetchProjectConfig } from '../../kernel/src/remote/config';
import { checkOrigin, fetchAllowedOrigins } from '../../kernel/src/remote/origin';
import { resolveFeatures } from '../../kernel/src/options/features';
import { SOCIAL_PROVIDERS } from '../../kernel/src/options/features';
import { check, fuzzBoundary } from './boundary';
import { clientAnswering, httpAnswer } from './http-answers';

const config = { features: [
  { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'farcaster'] },
  { id: 'swap', isEnabled: true, config: ['1inch'] }, { id: 'onramp', isEnabled: false, config: null },
  { id: 'activity', isEnabled: true }, { id: 'reown_branding', isEnabled: null },
] };

it('fuzz: remote project configuration', async () => {
  await fuzzBoundary('remote config', httpAnswer(config), async (answer) => {
    const remote = await fetchProjectConfig(clientAnswering(answer));
    if (!remote) return 'refused' as const;
    const { features } = resolveFeatures({}, remote, false, false);
    const socials = features.socials;
    check(socials === false || (Array.isArray(socials) && socials.every((s) => (SOCIAL_PROVIDERS as readonly string[]).includes(s))), 'socials are known providers');
    for (const k of ['email', 'activity', 'reownBranding'] as const) check(typeof features[k] === 'boolean', `${k} is a boolean`);
    return 'parsed' as const;
  });
});

const ALERT_KINDS = [null, 'INVALID_APP_CONFIGURATION', 'INVALID_PROJECT_ID', 'PROJECT_ID_NOT_CONFIGURED'];
it('fuzz: allowed origins', async () => {
  const origins = { allowedOrigins: ['https://dapp.example', '*.example.org', 'http://localhost:*'] };
  await fuzzBoundary('remote origins', fc.tuple(httpAnswer(origins), fc.constantFrom('https://dapp.example', 'http://localhost:5173', 'https://evil.example', 'null')), async ([answer, origin]) => {
    const client = clientAnswering(answer);
    const kind = await checkOrigin({ features: { email: true, socials: false }, origin, fetchOrigins: () => fetchAllowedOrigins(client) });
    check(ALERT_KINDS.includes(kind), `an alert kind or none (${kind})`);
    return kind ? 'refused' as const : 'parsed' as const;
  });
});
