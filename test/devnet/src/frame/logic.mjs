// The embedded-wallet frame's server-side logic: users, one-time codes, sessions, device approval,
// social/Farcaster sign-in and per-user keys that sign and send on eip155 and solana.
// The frame page (page.mjs) is a thin postMessage <-> fetch bridge to handle() below.
import { createHash, createPrivateKey, createPublicKey, randomBytes, randomInt, sign as edSign } from 'node:crypto';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { numberToHex } from 'viem';
import { SOLANA_DEVNET_CAIP } from '../api/routes/chains.mjs';
import { rpc } from '../lib/http.mjs';
import { createEvmSigner, RpcError } from '../wallets/evm-signer.mjs';
import { smartAccountAddress } from './smart-accounts.mjs';

const CODE_TTL_MS = 10 * 60_000;
const ACCOUNT_TYPES = ['eoa', 'smartAccount'];
const SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];
const b58e = getBase58Encoder();
const b58d = getBase58Decoder();

/**
 * @typedef {{ seed: Uint8Array, address: string }} SolKey ed25519 seed and base58 public key
 * @typedef {{ id: string, email: string | null, userName: string | null, evmKey: `0x${string}`, solana: SolKey, chainId: number | string, preferredAccountType: string, smartReady?: boolean }} User
 * @typedef {{ smartNetworks: number[] }} Ctx what the request's browser context enables (smart-accounts.mjs)
 * @typedef {{ token: string, deviceId: string, userId?: string, pending?: any }} Session
 */

/** @param {import('../api/world.mjs').World} world */
export function createFrameLogic(world) {
  /** @type {Map<string, User>} */
  const users = new Map();
  /** @type {Map<string, Session>} */
  const sessions = new Map();
  /** @type {Set<string>} approved device tokens (userId|deviceId) */
  const devices = new Set();
  /** @type {Map<string, {userName: string, approved: boolean}>} farcaster channels */
  const farcaster = new Map();
  /** @type {Map<string, {provider: string, userName: string}>} social auth codes */
  const socialCodes = new Map();
  const settings = world.frameSettings;

  const mailCode = (/** @type {string} */ to, /** @type {string} */ subject) => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    world.mailbox.send({ to, subject, code, body: `${subject}: ${code}` });
    return { code, expires: Date.now() + CODE_TTL_MS };
  };
  const checkCode = (/** @type {{code: string, expires: number}|undefined} */ pending, /** @type {unknown} */ otp) => {
    if (!pending) throw new Error('No code was requested');
    if (Date.now() > pending.expires) throw new Error('The code has expired');
    if (String(otp ?? '').trim() !== pending.code) throw new Error('Invalid code');
  };

  /** @param {string} id @param {{email?: string|null, userName?: string|null}} who */
  async function userFor(id, who) {
    let u = users.get(id);
    if (u) return u;
    const seed = createHash('sha256').update(`gangway-frame:${id}`).digest();
    u = { id, email: who.email ?? null, userName: who.userName ?? null, evmKey: `0x${seed.toString('hex')}`, solana: solKey(createHash('sha256').update(`gangway-frame-sol:${id}`).digest()), chainId: world.evm[0].chainId, preferredAccountType: 'eoa' };
    users.set(id, u);
    await fund(u);
    return u;
  }
  /** 10 ETH on each devnet chain. @param {string} address */
  async function fundAddress(address) {
    for (const c of world.evm) await rpc(c.url, 'anvil_setBalance', [address, numberToHex(10n * 10n ** 18n)]).catch(() => {});
  }
  /** New users get 10 ETH on each devnet chain and 10 SOL. @param {User} u */
  async function fund(u) {
    await fundAddress(createEvmSigner({ privateKey: u.evmKey, chains: {} }).address);
    if (world.solanaUrl) await rpc(world.solanaUrl, 'requestAirdrop', [u.solana.address, 10_000_000_000]).catch(() => {});
  }
  const signer = (/** @type {User} */ u) => createEvmSigner({ privateKey: u.evmKey, chains: Object.fromEntries(world.evm.map((c) => [c.chainId, c.url])), chainId: typeof u.chainId === 'number' ? u.chainId : world.evm[0].chainId });

  const session = (/** @type {string|undefined} */ token, /** @type {string|undefined} */ deviceId) => {
    let s = token ? sessions.get(token) : undefined;
    if (!s) {
      s = { token: randomBytes(16).toString('hex'), deviceId: deviceId || randomBytes(8).toString('hex') };
      sessions.set(s.token, s);
    }
    return s;
  };
  const signedIn = (/** @type {Session} */ s) => {
    const u = s.userId ? users.get(s.userId) : undefined;
    if (!u) throw new Error('Not signed in');
    return u;
  };
  /** Smart accounts exist on the enabled eip155 chains only. @param {User} u @param {Ctx} ctx */
  const smartChain = (u, ctx) => typeof u.chainId === 'number' && ctx.smartNetworks.includes(u.chainId);
  /** The account the frame uses: the smart account once initialised and preferred on a chain that has them, else the EOA. @param {User} u @param {Ctx} ctx */
  const inUse = (u, ctx) => {
    const isSol = typeof u.chainId === 'string' && u.chainId.startsWith('solana');
    if (isSol) return { address: u.solana.address, type: 'eoa', accounts: [{ address: u.solana.address, type: 'eoa' }] };
    const eoa = signer(u).address;
    if (!u.smartReady || !smartChain(u, ctx)) return { address: eoa, type: 'eoa', accounts: [{ address: eoa, type: 'eoa' }] };
    const smart = smartAccountAddress(eoa);
    const accounts = [{ address: eoa, type: 'eoa' }, { address: smart, type: 'smartAccount' }];
    return u.preferredAccountType === 'smartAccount' ? { address: smart, type: 'smartAccount', accounts } : { address: eoa, type: 'eoa', accounts };
  };
  const userView = (/** @type {User} */ u, /** @type {Ctx} */ ctx) => {
    const a = inUse(u, ctx);
    // preferredAccountType: the type of the account in use (a preference the chain cannot honour is the EOA).
    return { email: u.email, address: a.address, chainId: u.chainId, accounts: a.accounts, userName: u.userName, preferredAccountType: a.type, smartAccountDeployed: false };
  };

  /** @type {Record<string, (s: Session, p: any, ctx: Ctx) => Promise<unknown> | unknown>} */
  const events = {
    async CONNECT_EMAIL(s, { email }) {
      if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Invalid email');
      const id = `email:${email.toLowerCase()}`;
      if (s.userId === id) return { action: 'CONNECT' };
      if (settings.requireDeviceVerification && !devices.has(`${id}|${s.deviceId}`)) {
        const token = randomBytes(12).toString('hex');
        s.pending = { kind: 'device', id, email, token };
        world.mailbox.send({ to: email, subject: 'Approve this device', code: token, body: `Approve this device: ${world.urls.frame}/__frame/approve-device?token=${token}` });
        return { action: 'VERIFY_DEVICE' };
      }
      s.pending = { kind: 'otp', id, email, ...mailCode(email, 'Your login code') };
      return { action: 'VERIFY_OTP' };
    },
    async CONNECT_DEVICE(s) {
      const p = s.pending;
      if (p?.kind !== 'device') throw new Error('No device verification pending');
      for (let i = 0; i < 600 && !devices.has(`${p.id}|${s.deviceId}`); i++) await new Promise((r) => setTimeout(r, 100));
      if (!devices.has(`${p.id}|${s.deviceId}`)) throw new Error('Device was not approved in time');
      s.pending = { kind: 'otp', id: p.id, email: p.email, ...mailCode(p.email, 'Your login code') };
      return {};
    },
    async CONNECT_OTP(s, { otp }) {
      const p = s.pending;
      if (p?.kind !== 'otp') throw new Error('No code was requested');
      checkCode(p, otp);
      await userFor(p.id, { email: p.email });
      s.userId = p.id;
      s.pending = undefined;
      return {};
    },
    GET_USER(s, { chainId, preferredAccountType } = {}, ctx) {
      const u = signedIn(s);
      if (preferredAccountType !== undefined && !ACCOUNT_TYPES.includes(preferredAccountType)) throw new Error(`Invalid account type ${preferredAccountType}`);
      if (chainId !== undefined) u.chainId = String(chainId).startsWith('solana') ? String(chainId) : Number(String(chainId).split(':').pop());
      if (preferredAccountType) u.preferredAccountType = preferredAccountType;
      return userView(u, ctx);
    },
    GET_SOCIAL_REDIRECT_URI(_s, { provider }) {
      if (!SOCIALS.includes(provider)) throw new Error(`Unsupported social provider ${provider}`);
      return { uri: `${world.urls.frame}/__social/authorize?provider=${provider}` };
    },
    async CONNECT_SOCIAL(s, { uri }) {
      const url = new URL(String(uri));
      const grant = socialCodes.get(url.searchParams.get('code') ?? '');
      if (!grant) throw new Error('Invalid social login result');
      socialCodes.delete(url.searchParams.get('code') ?? '');
      const id = `${grant.provider}:${grant.userName}`;
      const email = `${grant.userName}@${grant.provider}.devnet`;
      await userFor(id, { email, userName: grant.userName });
      s.userId = id;
      return { userName: grant.userName, email };
    },
    GET_FARCASTER_URI(s) {
      const channel = randomBytes(8).toString('hex');
      farcaster.set(channel, { userName: '', approved: false });
      s.pending = { kind: 'farcaster', channel };
      return { url: `${world.urls.frame}/__farcaster/connect?channel=${channel}` };
    },
    async CONNECT_FARCASTER(s) {
      const ch = s.pending?.kind === 'farcaster' ? farcaster.get(s.pending.channel) : undefined;
      if (!ch) throw new Error('Call GET_FARCASTER_URI first');
      const channel = s.pending.channel;
      for (let i = 0; i < 600 && !ch.approved && farcaster.has(channel); i++) await new Promise((r) => setTimeout(r, 100));
      if (!farcaster.has(channel)) throw new Error('Farcaster sign-in was cancelled (the frame reloaded)');
      if (!ch.approved) throw new Error('Farcaster sign-in was not approved in time');
      const id = `farcaster:${ch.userName}`;
      await userFor(id, { userName: ch.userName });
      s.userId = id;
      s.pending = undefined;
      return { userName: ch.userName };
    },
    SIGN_OUT(s) {
      s.userId = undefined;
      s.pending = undefined;
      return {};
    },
    IS_CONNECTED: (s) => ({ isConnected: !!(s.userId && users.has(s.userId)) }),
    GET_CHAIN_ID: (s) => ({ chainId: signedIn(s).chainId }),
    SWITCH_NETWORK(s, { chainId }) {
      const u = signedIn(s);
      const isSol = String(chainId).startsWith('solana');
      if (!isSol && !world.evmChain(Number(String(chainId).split(':').pop()))) throw new Error(`Unsupported network ${chainId}`);
      u.chainId = isSol ? String(chainId) : Number(String(chainId).split(':').pop());
      return { chainId: u.chainId };
    },
    async RPC_REQUEST(s, p) {
      const u = signedIn(s);
      const ns = p.chainNamespace ?? (String(p.method).startsWith('solana_') ? 'solana' : 'eip155');
      if (ns === 'solana') return solanaRequest(u, p);
      const sg = signer(u);
      if (p.chainId) sg.setChain(Number(String(p.chainId).split(':').pop()));
      try {
        const out = await sg.request({ method: p.method, params: p.params ?? [] });
        if (p.method === 'wallet_switchEthereumChain') u.chainId = sg.chainId;
        return out;
      } catch (e) {
        if (e instanceof RpcError && e.code === -32601) throw new Error('Requested RPC call is not allowed', { cause: e });
        throw e;
      }
    },
    UPDATE_EMAIL(s, { email }) {
      const u = signedIn(s);
      if (!u.email) throw new Error('This account has no email');
      if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Invalid email');
      s.pending = { kind: 'email-primary', newEmail: email, ...mailCode(u.email, 'Confirm your email change') };
      return { action: 'VERIFY_PRIMARY_OTP' };
    },
    UPDATE_EMAIL_PRIMARY_OTP(s, { otp }) {
      signedIn(s);
      if (s.pending?.kind !== 'email-primary') throw new Error('No email change pending');
      checkCode(s.pending, otp);
      s.pending = { kind: 'email-secondary', newEmail: s.pending.newEmail, ...mailCode(s.pending.newEmail, 'Confirm your new email') };
      return { action: 'VERIFY_SECONDARY_OTP' };
    },
    UPDATE_EMAIL_SECONDARY_OTP(s, { otp }) {
      const u = signedIn(s);
      if (s.pending?.kind !== 'email-secondary') throw new Error('No email change pending');
      checkCode(s.pending, otp);
      u.email = s.pending.newEmail;
      s.pending = undefined;
      return { newEmail: u.email };
    },
    SYNC_THEME: () => ({}),
    SYNC_DAPP_DATA: () => ({}),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: (_s, _p, ctx) => ({ smartAccountEnabledNetworks: ctx.smartNetworks }),
    /** The smart account must be initialised on a chain that has them before it can be preferred. */
    async INIT_SMART_ACCOUNT(s, _p, ctx) {
      const u = signedIn(s);
      if (!smartChain(u, ctx)) throw new Error(`Smart accounts are not enabled on network ${u.chainId}`);
      const address = smartAccountAddress(signer(u).address);
      if (!u.smartReady) await fundAddress(address);
      u.smartReady = true;
      return { address, isDeployed: false };
    },
    SET_PREFERRED_ACCOUNT(s, { type }, ctx) {
      const u = signedIn(s);
      if (!ACCOUNT_TYPES.includes(type)) throw new Error(`Invalid account type ${type}`);
      if (type === 'smartAccount' && !smartChain(u, ctx)) throw new Error(`Smart accounts are not enabled on network ${u.chainId}`);
      if (type === 'smartAccount' && !u.smartReady) throw new Error('Call INIT_SMART_ACCOUNT first');
      u.preferredAccountType = type;
      const a = inUse(u, ctx);
      return { type: a.type, address: a.address };
    },
    /** The frame reloads its page: whatever it was in the middle of (a login, a Farcaster wait) is dropped; the session stays. */
    RELOAD(s) {
      if (s.pending?.kind === 'farcaster') farcaster.delete(s.pending.channel);
      s.pending = undefined;
      return {};
    },
  };

  /** @param {User} u @param {any} p */
  async function solanaRequest(u, p) {
    const params = p.params ?? {};
    switch (p.method) {
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: u.solana.address }];
      case 'solana_signMessage': {
        const msg = new Uint8Array(b58e.encode(params.message));
        return { signature: b58d.decode(ed25519Sign(msg, u.solana.seed)) };
      }
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction': {
        const { Keypair, Transaction, VersionedTransaction } = await import('@solana/web3.js');
        const kp = Keypair.fromSeed(u.solana.seed);
        const raw = Buffer.from(params.transaction, 'base64');
        let wire;
        try {
          const tx = Transaction.from(raw);
          tx.partialSign(kp);
          wire = tx.serialize({ requireAllSignatures: false });
        } catch {
          const vtx = VersionedTransaction.deserialize(raw);
          vtx.sign([kp]);
          wire = Buffer.from(vtx.serialize());
        }
        if (p.method === 'solana_signTransaction') return { transaction: wire.toString('base64') };
        if (!world.solanaUrl) throw new Error('No solana chain');
        return { signature: await rpc(world.solanaUrl, 'sendTransaction', [wire.toString('base64'), { encoding: 'base64' }]) };
      }
      default:
        throw new Error('Requested RPC call is not allowed');
    }
  }

  return {
    /**
     * @param {{ type: string, payload?: any, token?: string, deviceId?: string }} msg
     * @param {Partial<Ctx>} [ctx] what the caller's browser context enables (server.mjs reads it from cookies)
     * @returns {Promise<{ token: string, ok: boolean, payload: unknown }>}
     */
    async handle(msg, ctx = {}) {
      const s = session(msg.token, msg.deviceId);
      const name = String(msg.type ?? '').replace(/^@w3m-app\//, '');
      const f = events[name];
      try {
        if (!f) throw new Error(`Unknown event ${name}`);
        // Every app event carries an object payload (AppKit W3mFrameSchema.ts AppEvent): anything else is refused.
        if (msg.payload !== undefined && (typeof msg.payload !== 'object' || msg.payload === null || Array.isArray(msg.payload))) throw new Error(`Malformed payload for ${name}`);
        return { token: s.token, ok: true, payload: (await f(s, msg.payload ?? {}, { smartNetworks: ctx.smartNetworks ?? [] })) ?? {} };
      } catch (e) {
        return { token: s.token, ok: false, payload: { message: e instanceof Error ? e.message : String(e) } };
      }
    },
    /** @param {string} token */
    approveDevice(token) {
      for (const s of sessions.values()) {
        if (s.pending?.kind === 'device' && s.pending.token === token) {
          devices.add(`${s.pending.id}|${s.deviceId}`);
          return true;
        }
      }
      return false;
    },
    /** @param {string} provider @param {string} userName */
    grantSocial(provider, userName) {
      const code = randomBytes(12).toString('hex');
      socialCodes.set(code, { provider, userName });
      return code;
    },
    /** @param {string} channel @param {string} userName */
    approveFarcaster(channel, userName) {
      const ch = farcaster.get(channel);
      if (!ch) return false;
      ch.userName = userName;
      ch.approved = true;
      return true;
    },
  };
}

/** @param {Uint8Array} seed @returns {SolKey} */
function solKey(seed) {
  const priv = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(seed)]), format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(priv).export({ format: 'der', type: 'spki' });
  return { seed: new Uint8Array(seed), address: b58d.decode(new Uint8Array(spki.subarray(spki.length - 32))) };
}

/** Ed25519 signature with node's crypto from a 32-byte seed. @param {Uint8Array} msg @param {Uint8Array} seed */
function ed25519Sign(msg, seed) {
  const key = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(seed)]), format: 'der', type: 'pkcs8' });
  return new Uint8Array(edSign(null, msg, key));
}

export { SOLANA_DEVNET_CAIP };
