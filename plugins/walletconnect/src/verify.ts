/**
 * WalletConnect Verify for the widget's own pairings. The SDK's Verify client only talks to its
 * built-in service URL, so the SDK's `register` is replaced by this one, which uses the configured
 * `endpoints.verify` (default: WalletConnect's service; the devnet's emulation in tests):
 *   1. a hidden iframe loads `<verify>/v3/attestation?projectId&origin&id&decryptedId`; the service
 *      sees the page's real origin and posts back `{ type: 'verify_attestation', attestation }`, a
 *      JWT (ES256) saying whether this origin is a verified domain of the project, or a known threat;
 *   2. the JWT is checked here against `<verify>/v3/public-key` (WebCrypto: no library bytes), its
 *      id (the proposal's), origin (this page's) and expiry;
 *   3. the attestation goes to the wallet with the proposal (what the SDK's register returns), and an
 *      unverified domain or a threat raises the spec's alert (§8 "unverified domain"), once per kind.
 * Verify being unavailable (no answer within 5 s — what the SDK itself waits —, a bad signature, a
 * malformed answer) sends no attestation, raises no alert and is reported; pairing goes on.
 */
import * as v from 'valibot';

export type VerifyVerdict = 'verified' | 'unverified' | 'threat' | 'unavailable';

/** The SDK's own wait for the attestation iframe. */
export const VERIFY_TIMEOUT_MS = 5_000;

// One-value picklists, not v.literal: valibot is one module whose used exports all ride in the eager
// kernel's copy, and picklist is there already (docs/benchmarks.md, 2026-11-28).
const MessageSchema = v.object({ type: v.picklist(['verify_attestation']), attestation: v.string() });
const PayloadSchema = v.object({
  id: v.string(),
  origin: v.string(),
  isVerified: v.boolean(),
  isScam: v.optional(v.nullable(v.boolean())),
  exp: v.number(),
});
const HeaderSchema = v.object({ alg: v.picklist(['ES256']) });
const PublicKeySchema = v.object({ publicKey: v.object({ kty: v.picklist(['EC']), crv: v.picklist(['P-256']), x: v.string(), y: v.string() }) });

export interface VerifyEnv {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: { origin: string } };
  document: Pick<Document, 'createElement' | 'body'>;
  fetch: typeof fetch;
  subtle: SubtleCrypto;
  now: () => number;
}

export interface RegisterParams { id: string; decryptedId?: string }

const b64urlBytes = (s: string) => {
  const b = atob(s.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '='));
  return Uint8Array.from(b, (c) => c.charCodeAt(0));
};
const b64urlJson = (s: string): unknown => JSON.parse(new TextDecoder().decode(b64urlBytes(s)));

/** Loads the attestation page in a hidden iframe and waits for its JWT (undefined after `timeoutMs`). */
export function loadAttestation(verifyUrl: string, projectId: string, p: RegisterParams, env: VerifyEnv, timeoutMs = VERIFY_TIMEOUT_MS): Promise<string | undefined> {
  const origin = env.window.location.origin;
  const src = `${verifyUrl}/v3/attestation?projectId=${encodeURIComponent(projectId)}&origin=${encodeURIComponent(origin)}&id=${encodeURIComponent(p.id)}&decryptedId=${encodeURIComponent(p.decryptedId ?? '')}`;
  const verifyOrigin = new URL(verifyUrl).origin;
  const frame = env.document.createElement('iframe');
  frame.src = src;
  frame.title = 'WalletConnect Verify';
  frame.setAttribute('aria-hidden', 'true');
  frame.style.display = 'none';
  return new Promise((resolve) => {
    const done = (jwt: string | undefined) => {
      clearTimeout(timer);
      env.window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(jwt);
    };
    // Only the Verify origin's own frame may answer, through the browser (a page script's synthetic
    // MessageEvent can claim any origin and source); anything else on the page is ignored.
    function onMessage(e: MessageEvent) {
      if (e.isTrusted !== true || e.origin !== verifyOrigin || e.source !== frame.contentWindow) return;
      let data: unknown = e.data;
      try { if (typeof data === 'string') data = JSON.parse(data); } catch { return; }
      const parsed = v.safeParse(MessageSchema, data);
      if (parsed.success) done(parsed.output.attestation);
    }
    env.window.addEventListener('message', onMessage);
    // done() runs only after this line (a message or the timer), so `timer` is set by then.
    const timer = setTimeout(() => done(undefined), timeoutMs);
    env.document.body.appendChild(frame);
  });
}

/** Checks an attestation and says what it attests; throws when it cannot be trusted. */
export async function checkAttestation(jwt: string, expect: { id: string; origin: string }, publicKey: JsonWebKey, env: Pick<VerifyEnv, 'subtle' | 'now'>): Promise<Exclude<VerifyVerdict, 'unavailable'>> {
  const [h, p, s, extra] = jwt.split('.');
  if (!h || !p || !s || extra !== undefined) throw new Error('Verify attestation is not a JWT');
  v.parse(HeaderSchema, b64urlJson(h));
  const payload = v.parse(PayloadSchema, b64urlJson(p));
  const key = await env.subtle.importKey('jwk', publicKey, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const ok = await env.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, b64urlBytes(s), new TextEncoder().encode(`${h}.${p}`));
  if (!ok) throw new Error('Verify attestation signature does not check');
  if (payload.id !== expect.id) throw new Error('Verify attestation is for another message');
  if (payload.origin !== expect.origin) throw new Error(`Verify attestation is for another origin (${payload.origin})`);
  if (payload.exp * 1000 < env.now()) throw new Error('Verify attestation has expired');
  if (payload.isScam) return 'threat';
  return payload.isVerified ? 'verified' : 'unverified';
}

export interface VerifyClient {
  /** What the SDK's `verify.register` does: the attestation for a proposal ('' when unavailable). */
  register(p: RegisterParams): Promise<string>;
}

/**
 * @param onVerdict told the verdict of every attestation (the plugin raises alerts from it)
 * @param onError told why Verify was unavailable
 */
export function createVerifyClient(
  opts: { verifyUrl: string; projectId: string; env: VerifyEnv; timeoutMs?: number },
  onVerdict: (v: VerifyVerdict) => void,
  onError: (e: unknown) => void,
): VerifyClient {
  let key: Promise<JsonWebKey> | undefined;
  const publicKey = () => (key ??= opts.env.fetch(`${opts.verifyUrl}/v3/public-key`)
    .then(async (r) => {
      if (!r.ok) throw new Error(`Verify public key: HTTP ${r.status}`);
      return v.parse(PublicKeySchema, await r.json()).publicKey as JsonWebKey;
    })
    .catch((e: unknown) => { key = undefined; throw e; }));
  return {
    async register(p) {
      try {
        const [jwt, jwk] = await Promise.all([loadAttestation(opts.verifyUrl, opts.projectId, p, opts.env, opts.timeoutMs), publicKey()]);
        if (!jwt) throw new Error(`Verify did not answer within ${(opts.timeoutMs ?? VERIFY_TIMEOUT_MS) / 1000} s`);
        const verdict = await checkAttestation(jwt, { id: p.id, origin: opts.env.window.location.origin }, jwk, opts.env);
        onVerdict(verdict);
        return jwt;
      } catch (error) {
        onVerdict('unavailable');
        onError(error);
        return '';
      }
    },
  };
}
