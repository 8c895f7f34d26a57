// /__demo/injected.html — a tiny dapp page for testing the injected EIP-6963 test wallet in a browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { reply } from '../../lib/http.mjs';

const require = createRequire(import.meta.url);

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Devnet injected-wallet demo</title></head>
<body>
<h1>Devnet injected-wallet demo</h1>
<ul id="providers"></ul>
<button id="connect">Connect</button>
<button id="sign">Sign message</button>
<button id="send">Send 0.01 ETH</button>
<button id="switch">Switch to 31338</button>
<pre id="out"></pre>
<script>
  const providers = [];
  const out = (k, v) => { const el = document.getElementById('out'); el.textContent += k + ': ' + (typeof v === 'string' ? v : JSON.stringify(v)) + '\\n'; window.__demo[k] = v; };
  window.__demo = { providers };
  window.addEventListener('eip6963:announceProvider', (e) => {
    providers.push(e.detail);
    const li = document.createElement('li');
    li.textContent = e.detail.info.name + ' (' + e.detail.info.rdns + ')';
    li.dataset.rdns = e.detail.info.rdns;
    document.getElementById('providers').append(li);
    e.detail.provider.on?.('chainChanged', (c) => out('chainChanged', c));
    e.detail.provider.on?.('accountsChanged', (a) => out('accountsChanged', a));
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  const p = () => providers[0]?.provider;
  const run = (k, f) => async () => { try { out(k, await f()); } catch (e) { out(k + 'Error', { code: e.code, message: e.message }); } };
  document.getElementById('connect').onclick = run('accounts', () => p().request({ method: 'eth_requestAccounts' }));
  document.getElementById('sign').onclick = run('signature', async () => {
    const [a] = await p().request({ method: 'eth_accounts' });
    return p().request({ method: 'personal_sign', params: ['0x' + Array.from(new TextEncoder().encode('Hello devnet')).map((b) => b.toString(16).padStart(2, '0')).join(''), a] });
  });
  document.getElementById('send').onclick = run('txHash', async () => {
    const [a] = await p().request({ method: 'eth_accounts' });
    return p().request({ method: 'eth_sendTransaction', params: [{ from: a, to: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', value: '0x2386f26fc10000' }] });
  });
  document.getElementById('switch').onclick = run('switched', () => p().request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }));
</script>
</body></html>`;

/** A minimal app side of the frame protocol (../../frame/protocol.md): window.frameRequest(event, payload). @param {string} frameUrl */
const emailPage = (frameUrl) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Devnet embedded-wallet demo</title></head>
<body>
<h1>Devnet embedded-wallet demo</h1>
<form id="login"><input id="email" type="email" placeholder="you@example.com"><button>Continue with email</button></form>
<form id="otp" hidden><input id="code" inputmode="numeric" placeholder="6-digit code"><button>Verify</button></form>
<p id="status">loading frame…</p>
<pre id="user"></pre>
<!-- The frame's query as AppKit builds it (frame-query.mjs); shown, since the visitor approves signatures inside it. -->
<iframe id="frame" src="${frameUrl}/?${new URLSearchParams({ projectId: 'gangway-devnet', chainId: 'eip155:31337', version: '4', enableLogger: 'false', rpcUrl: 'https://rpc.walletconnect.org' }).toString().replace(/&/g, '&amp;')}" style="width:360px;height:600px;border:1px solid #ccc"></iframe>
<script>
  const FRAME_ORIGIN = new URL(${JSON.stringify(frameUrl)}).origin;
  const pending = new Map();
  let ready;
  const readyP = new Promise((r) => (ready = r));
  window.addEventListener('message', (e) => {
    if (e.origin !== FRAME_ORIGIN || !e.data || typeof e.data.type !== 'string') return;
    if (e.data.type === '@w3m-frame/READY') { ready(); document.getElementById('status').textContent = 'frame ready'; return; }
    const p = pending.get(e.data.id);
    if (!p) return;
    pending.delete(e.data.id);
    if (e.data.type.endsWith('_SUCCESS')) p.resolve(e.data.payload); else p.reject(Object.assign(new Error(e.data.payload?.message ?? 'An error occurred'), { payload: e.data.payload }));
  });
  window.frameRequest = async (event, payload = {}) => {
    await readyP;
    const id = crypto.randomUUID();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      document.getElementById('frame').contentWindow.postMessage({ type: '@w3m-app/' + event, id, payload }, FRAME_ORIGIN);
    });
  };
  const status = (t) => (document.getElementById('status').textContent = t);
  document.getElementById('login').onsubmit = async (e) => {
    e.preventDefault();
    try {
      const { action } = await window.frameRequest('CONNECT_EMAIL', { email: document.getElementById('email').value });
      status('action: ' + action);
      if (action === 'VERIFY_OTP') document.getElementById('otp').hidden = false;
    } catch (err) { status('error: ' + err.message); }
  };
  document.getElementById('otp').onsubmit = async (e) => {
    e.preventDefault();
    try {
      await window.frameRequest('CONNECT_OTP', { otp: document.getElementById('code').value });
      const user = await window.frameRequest('GET_USER', { chainId: 31337 });
      document.getElementById('user').textContent = JSON.stringify(user);
      status('connected');
    } catch (err) { status('error: ' + err.message); }
  };
</script>
</body></html>`;

/** A dapp page using @walletconnect/universal-provider (its UMD build) against the devnet relay. @param {import('../world.mjs').World} world */
const walletConnectPage = (world) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Devnet WalletConnect demo</title><script src="/__demo/vendor/universal-provider.js"></script></head>
<body>
<h1>Devnet WalletConnect demo</h1>
<p id="status">idle</p>
<script>
  const { UniversalProvider } = globalThis['@walletconnect/universal-provider'];
  const cfg = ${JSON.stringify({ relayUrl: world.relayUrl, rpc: Object.fromEntries(world.evm.map((c) => [c.chainId, c.url])) })};
  let provider;
  window.wcDemo = {
    async connect() {
      provider = await UniversalProvider.init({ projectId: 'gangway-devnet', relayUrl: cfg.relayUrl, telemetryEnabled: false, logger: 'error',
        metadata: { name: 'Devnet WC demo', description: 'devnet', url: location.origin, icons: [] } });
      const uri = new Promise((resolve) => provider.on('display_uri', resolve));
      window.wcDemo.session = provider.connect({ optionalNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'], events: ['chainChanged', 'accountsChanged'], rpcMap: cfg.rpc } } })
        .then((s) => { document.getElementById('status').textContent = 'connected'; return { topic: s.topic, accounts: s.namespaces.eip155.accounts }; });
      return uri;
    },
    request: (method, params, chainId = 'eip155:31337') => provider.request({ method, params }, chainId),
  };
</script>
</body></html>`;

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  let umd = '';
  r.get('/__demo/vendor/universal-provider.js', () => {
    umd ||= readFileSync(require.resolve('@walletconnect/universal-provider').replace(/index\.(c?js|mjs)$/, 'index.umd.js'), 'utf8');
    return reply({ text: umd, type: 'text/javascript; charset=utf-8' });
  });
  r.get('/__demo/walletconnect.html', () => reply({ type: 'text/html; charset=utf-8', text: walletConnectPage(world) }));
  r.get('/__demo/injected.html', () => reply({ type: 'text/html; charset=utf-8', text: PAGE }));
  r.get('/__demo/email.html', ({ query }) => reply({ type: 'text/html; charset=utf-8', text: emailPage(query.frame ?? world.frameUrl ?? '') }));
}
