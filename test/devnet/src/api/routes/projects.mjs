// Project config (/appkit/v1/config), origins allow-list, analytics config and the analytics sink POST /e.
import { HttpError } from '../../lib/http.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  const project = (/** @type {any} */ ctx) => {
    const id = String(ctx.query.projectId ?? ctx.req.headers['x-project-id'] ?? '');
    const p = world.projects.get(id);
    if (!p) throw new HttpError(403, `Invalid projectId ${id}`);
    return p;
  };
  r.get('/appkit/v1/config', (ctx) => ({ features: Object.entries(project(ctx).features).map(([id, f]) => ({ id, isEnabled: f.isEnabled, config: f.config })) }));
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
    const event = { id: nextId++, receivedAt: Date.now(), query, body: body ?? rawBody };
    world.analytics.push(event);
    return { ok: true, id: event.id };
  });
}
