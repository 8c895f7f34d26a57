// The devnet's one fault control (POST /__admin/faults) over every target: api slow bodies, the chain
// RPC proxy per chain, the frame origin and the WalletConnect relay (refuse, drop).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getJson, startTestDevnet } from '../testing.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => {
  d = await startTestDevnet();
});
afterAll(async () => d?.stop());

const fault = (/** @type {Record<string, unknown>} */ body) => getJson(`${d.urls.api}/__admin/faults`, { json: body });
const clear = () => getJson(`${d.urls.api}/__admin/faults`, { method: 'DELETE' });
const rpcCall = (/** @type {string} */ url) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) });

/** Opens a relay socket without auth (the test relay requires auth: a refused upgrade and a 401 differ in how they fail). */
function relaySocket() {
  return new Promise((resolve) => {
    const ws = new WebSocket(d.urls.relay);
    ws.on('unexpected-response', (_req, res) => { resolve(`http ${res.statusCode}`); ws.terminate(); });
    ws.on('error', (e) => resolve(`error ${e.message}`));
    ws.on('open', () => { resolve('open'); ws.close(); });
  });
}

describe('devnet fault control', () => {
  it('rejects unknown targets and relay modes', async () => {
    expect((await fault({ target: 'nope' })).status).toBe(400);
    expect((await fault({ target: 'relay', mode: 'later' })).status).toBe(400);
    expect((await fault({ status: 500 })).status).toBe(400); // api faults need a path
  });

  it('answers a JSON body of the test\'s choosing in place of the route (a hostile service), once with times: 1', async () => {
    expect((await fault({ target: 'rpc', json: {} })).status).toBe(400);
    await fault({ path: '/v1/convert/gas-price', json: { standard: 'x' }, times: 1 });
    const url = `${d.urls.api}/v1/convert/gas-price?projectId=${d.projectId}&chainId=eip155:31337`;
    const first = await getJson(url);
    expect([first.status, first.body]).toEqual([200, { standard: 'x' }]);
    const second = await getJson(url);
    expect(second.body.standard).toMatch(/^\d+$/);
    await clear();
  });

  it('trickles a body past a deadline (slowBodyMs): the headers come at once, the end later', async () => {
    await fault({ path: '/v1/supported-chains', slowBodyMs: 400, times: 1 });
    const started = Date.now();
    const res = await fetch(`${d.urls.api}/v1/supported-chains?projectId=${d.projectId}`);
    const headersAt = Date.now() - started;
    const body = await res.json();
    expect(body.http).toContain('eip155:31337');
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(headersAt).toBeLessThan(400);
    await clear();
  });

  it('takes one chain RPC down (both the /v1 proxy and /rpc/:chainId), the other chain answers', async () => {
    await fault({ target: 'rpc', chainId: 'eip155:31337', status: 503 });
    expect((await rpcCall(`${d.urls.api}/rpc/31337`)).status).toBe(503);
    expect((await rpcCall(`${d.urls.api}/v1/?chainId=eip155:31337&projectId=${d.projectId}`)).status).toBe(503);
    const other = await rpcCall(`${d.urls.api}/rpc/31338`);
    expect((await other.json()).result).toBe('0x7a6a');
    await clear();
    expect((await (await rpcCall(`${d.urls.api}/rpc/31337`)).json()).result).toBe('0x7a69');
  });

  it('takes one node URL of a chain down (path), its other URLs answer: the fallback case', async () => {
    await fault({ target: 'rpc', chainId: 31337, path: '/rpc/31337/primary', status: 503 });
    expect((await rpcCall(`${d.urls.api}/rpc/31337/primary`)).status).toBe(503);
    expect((await (await rpcCall(`${d.urls.api}/rpc/31337/backup`)).json()).result).toBe('0x7a69');
    expect((await (await rpcCall(`${d.urls.api}/rpc/31337`)).json()).result).toBe('0x7a69');
    expect((await (await rpcCall(`${d.urls.api}/v1/?chainId=eip155:31337&projectId=${d.projectId}`)).json()).result).toBe('0x7a69');
    await clear();
    expect((await (await rpcCall(`${d.urls.api}/rpc/31337/primary`)).json()).result).toBe('0x7a69');
  });

  it('takes the frame origin down and brings it back', async () => {
    await fault({ target: 'frame', status: 503 });
    expect((await fetch(`${d.urls.frame}/frame.html`)).status).toBe(503);
    expect((await fetch(`${d.urls.frame}/__health`)).status).toBe(200); // the devnet's own probe is spared
    await clear();
    const query = new URLSearchParams({ projectId: d.projectId, chainId: 'eip155:31337', version: '4', enableLogger: 'false', rpcUrl: d.urls.api });
    expect((await fetch(`${d.urls.frame}/frame.html?${query}`)).status).toBe(200);
  });

  it('makes the relay refuse connections until cleared', async () => {
    expect(await relaySocket()).toBe('http 401'); // reachable: the handshake is answered
    await fault({ target: 'relay', mode: 'refuse' });
    expect(await relaySocket()).toMatch(/^error /);
    await clear();
    expect(await relaySocket()).toBe('http 401');
  });

  it('drops open relay connections at once (not kept as a fault)', async () => {
    const r = await fault({ target: 'relay', mode: 'drop' });
    expect(r.status).toBe(200);
    expect(r.body.fault).toMatchObject({ mode: 'drop', dropped: 0 });
    expect((await getJson(`${d.urls.api}/__admin/faults`)).body.faults).toHaveLength(0);
  });
});
