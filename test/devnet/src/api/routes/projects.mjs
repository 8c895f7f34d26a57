// Project config (/appkit/v1/config), origins allow-list, analytics config and the analytics sink POST /e.
// No public server source: the paths and shapes are AppKit's client's (ApiController.ts:179-186,
// :213-237, :543-553; TypeUtil.ts:209-215, :1454-1484).
import { HttpError } from '../../lib/http.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  const project = (/** @type {any} */ ctx) => {
    const id = String(ctx.query.projectId ?? ctx.req.headers['x-project-id'] ?? '');
    const p = world.projects.get(id);
    if (!p) throw new HttpError(403, `Invalid projectId ${id}`);
    return p;
  };
  r.get('/appkit/v1/config', (ctx) => ({ features: realFeatures(project(ctx).features) }));
  r.get('/projects/v1/origins', (ctx) => {
    const p = project(ctx);
    if (!p.origins) throw new HttpError(404, 'Project has no allowed origins configured');
    return { allowedOrigins: p.origins };
  });
  r.get('/getAnalyticsConfig', (ctx) => ({ isAnalyticsEnabled: project(ctx).analytics }));

  let nextId = 1;
  r.post('/e', ({ query, body, rawBody }) => {
    const id = String(query.projectId ?? '');
    if (!id) throw new HttpError(400, 'Missing projectId');
    const p = world.projects.get(id);
    if (!p) throw new HttpError(403, `Invalid projectId ${id}`);
    if (!p.analytics) throw new HttpError(403, 'Analytics disabled for this project');
    const problem = analyticsEventProblem(body);
    if (problem) throw new HttpError(400, `Invalid analytics event: ${problem}`);
    const event = { id: nextId++, receivedAt: Date.now(), query, body: body ?? rawBody };
    world.analytics.push(event);
    return { ok: true, id: event.id };
  });
}

/** AppKit's SocialProvider values (appkit-common TypeUtil.ts:212-219). */
const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'];

/**
 * The project's features as the config service answers them (AppKit TypeUtil.ts:1454-1484, FeatureID
 * and TypedFeatureConfig): the devnet keeps email and socials apart so tests can switch each, the
 * service has one `social_login` entry whose config lists 'email' and the social providers.
 * @param {import('../projects-store.mjs').Project['features']} features
 */
export function realFeatures(features) {
  const { email, social, ...rest } = features;
  const list = Object.entries(rest).map(([id, f]) => ({ id, isEnabled: f.isEnabled, config: f.config }));
  if (!email && !social) return list;
  const socials = social?.isEnabled ? /** @type {string[] | null} */ (social.config) ?? SOCIAL_PROVIDERS : [];
  const config = [...(email?.isEnabled ? ['email'] : []), ...socials];
  return [...list, { id: 'social_login', isEnabled: !!(email?.isEnabled || social?.isEnabled), config }];
}

/**
 * An event as AppKit sends it to pulse (no public server source; AppKit's PendingEvent, appkit packages/
 * controllers/src/utils/TypeUtil.ts:481-493, built in EventsController.ts:84-97, and its telemetry's
 * /e body, TelemetryController.ts:95-115): eventId, url, domain, timestamp, props { type: 'track' |
 * 'error', event, properties? }. Undefined when it is one.
 * @param {any} body
 */
export function analyticsEventProblem(body) {
  if (!body || typeof body !== 'object') return 'not a JSON object';
  for (const k of ['eventId', 'url', 'domain']) if (typeof body[k] !== 'string') return `${k} must be a string`;
  // A number in the batched events (EventsController.ts:84-97), an ISO string in the telemetry that
  // AppKit still posts to /e itself (TelemetryController.ts:95-115).
  const t = body.timestamp;
  if (typeof t !== 'number' && !(typeof t === 'string' && !Number.isNaN(Date.parse(t)))) return 'timestamp must be a number or an ISO date';
  const props = body.props;
  if (!props || typeof props !== 'object') return 'props must be an object';
  if (props.type !== 'track' && props.type !== 'error') return "props.type must be 'track' or 'error'";
  if (typeof props.event !== 'string' || !props.event) return 'props.event must be a name';
  if (props.properties !== undefined && (typeof props.properties !== 'object' || props.properties === null)) return 'props.properties must be an object';
  return undefined;
}
