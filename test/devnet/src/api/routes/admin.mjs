// /__admin/* (fault injection, analytics sink readout, mailbox, projects, request log) and /__health.
import { HttpError } from '../../lib/http.mjs';
import { DEFAULT_REGISTRY_SIZE, MAX_REGISTRY_SIZE } from '../registry.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  r.get('/__health', async () => world.health());
  r.get('/__admin/urls', () => world.urls);
  r.get('/__admin/info', () => world.info);

  r.get('/__admin/faults', () => ({ faults: world.faults.list() }));
  r.post('/__admin/faults', ({ body }) => {
    try {
      return { fault: world.faults.add(body) };
    } catch (e) {
      throw new HttpError(400, e instanceof Error ? e.message : String(e));
    }
  });
  r.delete('/__admin/faults', () => (world.faults.clear(), { faults: [] }));
  r.delete('/__admin/faults/:id', ({ params }) => (world.faults.clear(Number(params.id)), { faults: world.faults.list() }));

  r.get('/__admin/analytics', ({ query }) => ({ events: query.event ? world.analytics.filter((e) => /** @type {any} */ (e.body)?.props?.event === query.event) : world.analytics }));
  r.delete('/__admin/analytics', () => ((world.analytics.length = 0), { events: [] }));

  r.get('/__admin/mailbox', ({ query }) => ({ messages: world.mailbox.list(query.to) }));
  r.get('/__admin/mailbox/latest', ({ query }) => {
    const m = world.mailbox.latest(query.to);
    if (!m) throw new HttpError(404, `No mail${query.to ? ` for ${query.to}` : ''}`);
    return m;
  });
  r.delete('/__admin/mailbox', () => (world.mailbox.clear(), { messages: [] }));

  r.get('/__admin/projects', () => ({ projects: world.projects.list() }));
  r.post('/__admin/projects/:id', ({ params, body }) => world.projects.upsert(params.id, body ?? {}));
  r.put('/__admin/projects/:id', ({ params, body }) => world.projects.upsert(params.id, body ?? {}));
  r.delete('/__admin/projects/:id', ({ params }) => ({ removed: world.projects.remove(params.id) }));
  r.post('/__admin/reset', () => {
    world.faults.clear();
    world.analytics.length = 0;
    world.mailbox.clear();
    world.projects.reset();
    world.frameSettings.requireDeviceVerification = false;
    world.identities.clear();
    world.extraTokens.clear();
    world.registrySize = DEFAULT_REGISTRY_SIZE;
    world.verify.reset();
    return { ok: true };
  });

  // An identity as a test wants /v1/identity to answer it (any JSON values: hostile names and URLs too).
  r.post('/__admin/identities/:address', ({ params, body }) => {
    world.identities.set(params.address.toLowerCase(), { name: body?.name ?? null, avatar: body?.avatar ?? null });
    return { identities: Object.fromEntries(world.identities) };
  });
  r.delete('/__admin/identities', () => (world.identities.clear(), { identities: {} }));

  // Many tokens for one address (a 1,000-token account): the balance API adds `count` synthetic
  // ERC-20 balances after the chain's own; count 0 (or DELETE) removes them.
  r.post('/__admin/tokens/:address', ({ params, body }) => {
    const count = Number(body?.count ?? 0);
    if (!Number.isInteger(count) || count < 0 || count > 100_000) throw new HttpError(400, 'count must be an integer from 0 to 100000');
    if (count) world.extraTokens.set(params.address.toLowerCase(), count);
    else world.extraTokens.delete(params.address.toLowerCase());
    return { tokens: Object.fromEntries(world.extraTokens) };
  });
  r.delete('/__admin/tokens', () => (world.extraTokens.clear(), { tokens: {} }));

  // The wallet registry's size (getWallets): the real registry is ~600 listings; load tests ask for more.
  r.get('/__admin/registry', () => ({ count: world.registrySize }));
  r.post('/__admin/registry', ({ body }) => {
    const count = Number(body?.count ?? DEFAULT_REGISTRY_SIZE);
    if (!Number.isInteger(count) || count < 1 || count > MAX_REGISTRY_SIZE) throw new HttpError(400, `count must be an integer from 1 to ${MAX_REGISTRY_SIZE}`);
    world.registrySize = count;
    return { count };
  });

  r.get('/__admin/frame', () => world.frameSettings);
  r.post('/__admin/frame', ({ body }) => Object.assign(world.frameSettings, { requireDeviceVerification: !!body?.requireDeviceVerification }));

  r.get('/__admin/requests', ({ query }) => ({ requests: query.path ? world.requests.filter((x) => x.path.startsWith(query.path)) : world.requests }));
}
