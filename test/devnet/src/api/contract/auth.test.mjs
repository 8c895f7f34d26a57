// The devnet's ReownAuthentication (routes/auth.mjs) held to AppKit's client: each call's recorded
// request answered in the recorded shape (auth.pairs.mjs), and every refusal the client relies on —
// no or a wrong JWT is a 401, a signature that does not recover to the address is refused, a nonce is
// single-use and expires, another page's domain is refused — and nothing of a visitor's signature is
// readable anywhere. A smart account (ERC-1271, deployed here) signs in through its owner.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, getAddress, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { parseHostedMessage } from '../routes/auth.mjs';
import { evmAccounts } from '../../accounts.mjs';
import { getJson, startTestDevnet } from '../../testing.mjs';
import { expectAuthPair, pairs } from './auth.pairs.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const signer = privateKeyToAccount(evmAccounts[2].privateKey);
const other = privateKeyToAccount(evmAccounts[3].privateKey);
const PAGE = { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/' };

const send = (/** @type {import('./auth.pairs.mjs').AuthPair} */ p) => expectAuthPair(d.urls.api, d.projectId, p);
/** A refusal: the recorded request with its status replaced. @param {import('./auth.pairs.mjs').AuthPair} p @param {number} status */
const refused = (p, status) => send({ ...p, status, response: undefined });

/**
 * The text AppKit's ReownAuthenticationMessenger writes (appkit packages/controllers/src/features/siwx/
 * reown-authentication/ReownAuthenticationMessenger.ts:37-58: lines joined, the whole CAIP-2 id).
 * @param {{ address: string, chainId: number, domain: string, uri: string, nonce: string, issuedAt: Date, expirationTime?: Date, statement?: string }} f
 */
const appKitMessage = (f) => [
  `${f.domain} wants you to sign in with your Devnet account:`, f.address, f.statement ? `\n${f.statement}\n` : '',
  `URI: ${f.uri}`, 'Version: 1', `Chain ID: eip155:${f.chainId}`, `Nonce: ${f.nonce}`, `Issued At: ${f.issuedAt.toISOString()}`,
  f.expirationTime && `Expiration Time: ${f.expirationTime.toISOString()}`,
].filter((l) => typeof l === 'string').join('\n').trim();

/** A nonce from the service, and a message for it as AppKit (and Gangway's hosted mode) write it. */
async function fresh(account = signer.address, patch = {}) {
  const { body } = await send(pairs.nonce());
  const fields = { address: account, chainId: 31337, ...PAGE, version: /** @type {const} */ ('1'), nonce: body.nonce, issuedAt: new Date(), expirationTime: new Date(Date.now() + 3_600_000), ...patch };
  const message = appKitMessage(fields);
  const data = { accountAddress: account, chainId: 'eip155:31337', domain: fields.domain, uri: fields.uri, version: '1', nonce: fields.nonce, issuedAt: fields.issuedAt.toISOString(), expirationTime: fields.expirationTime.toISOString() };
  return { nonceToken: /** @type {string} */ (body.token), message, data };
}
async function signedIn(account = signer) {
  const f = await fresh(account.address);
  const { body } = await send(pairs.authenticate({ ...f, signature: await account.signMessage({ message: f.message }) }));
  return /** @type {string} */ (body.token);
}

describe('ReownAuthentication (/auth/v1) as AppKit calls it', () => {
  it('nonce → authenticate → me → sign-out: the recorded requests, answered in the recorded shapes', async () => {
    const f = await fresh();
    const signature = await signer.signMessage({ message: f.message });
    const { body } = await send(pairs.authenticate({ ...f, signature }));
    await send(pairs.me({ token: body.token, address: signer.address, caip2: 'eip155:31337' }));
    await send(pairs.meWithAccount({ token: body.token }));
    await send(pairs.signOut({ token: body.token }));
    // Signed out: the token is worth nothing now.
    await refused(pairs.me({ token: body.token, address: signer.address, caip2: 'eip155:31337' }), 401);
    await refused(pairs.signOut({ token: body.token }), 401);
  });

  it('authenticate refuses a missing, forged or spent nonce JWT, and a message for another nonce', async () => {
    const f = await fresh();
    const signature = await signer.signMessage({ message: f.message });
    const ok = pairs.authenticate({ ...f, signature });
    await refused({ ...ok, headers: {} }, 401);
    await refused({ ...ok, headers: { 'x-nonce-jwt': f.nonceToken } }, 401);
    const [h, p] = f.nonceToken.split('.');
    await refused({ ...ok, headers: { 'x-nonce-jwt': `Bearer ${h}.${p}.${'A'.repeat(43)}` } }, 401);
    // Another nonce's JWT with this message: the message does not carry that nonce.
    const g = await fresh();
    await refused({ ...ok, headers: { 'x-nonce-jwt': `Bearer ${g.nonceToken}` } }, 401);
    // A session token is not a nonce token.
    const session = await signedIn();
    await refused({ ...ok, headers: { 'x-nonce-jwt': `Bearer ${session}` } }, 401);
    // Used once; a replay of the same signed request signs nobody in.
    await send(ok);
    await refused(ok, 401);
  });

  it('a nonce expires', async () => {
    const admin = `${d.urls.api}/__admin/auth`;
    const { body: before } = await getJson(admin);
    await getJson(admin, { json: { nonceTtlMs: 1 } });
    try {
      const f = await fresh();
      await new Promise((r) => setTimeout(r, 1_100));
      await refused(pairs.authenticate({ ...f, signature: await signer.signMessage({ message: f.message }) }), 401);
    } finally {
      await getJson(admin, { json: { nonceTtlMs: before.nonceTtlMs } });
    }
  });

  it("refuses a signature that does not recover to the address, another page's domain, an expired message, a malformed body", async () => {
    const f = await fresh();
    await refused(pairs.authenticate({ ...f, signature: await other.signMessage({ message: f.message }) }), 401);
    await refused(pairs.authenticate({ ...f, signature: `0x${'11'.repeat(65)}` }), 401);
    // The refused attempts did not burn the visitor's nonce.
    await send(pairs.authenticate({ ...f, signature: await signer.signMessage({ message: f.message }) }));

    const evil = await fresh(signer.address, { domain: 'evil.example', uri: 'https://evil.example/' });
    await refused(pairs.authenticate({ ...evil, signature: await signer.signMessage({ message: evil.message }) }), 403);
    const old = await fresh(signer.address, { issuedAt: new Date(Date.now() - 7_200_000), expirationTime: new Date(Date.now() - 3_600_000) });
    await refused(pairs.authenticate({ ...old, signature: await signer.signMessage({ message: old.message }) }), 401);
    const g = await fresh();
    const valid = pairs.authenticate({ ...g, signature: await signer.signMessage({ message: g.message }) });
    await refused({ ...valid, body: JSON.stringify({ message: g.message }) }, 400);
    await refused({ ...valid, body: JSON.stringify({ message: 'hello', signature: '0x12' }) }, 400);
    await refused({ ...valid, body: JSON.stringify({ ...JSON.parse(/** @type {string} */ (valid.body)), data: { ...g.data, accountAddress: other.address } }) }, 400);
  });

  it("takes AppKit's text only: EIP-4361's bare chain id (local mode's form), signed and otherwise valid, is a 400", async () => {
    const f = await fresh();
    const fields = { address: signer.address, chainId: 31337, ...PAGE, version: /** @type {const} */ ('1'), nonce: f.data.nonce, issuedAt: new Date(f.data.issuedAt), expirationTime: new Date(f.data.expirationTime) };
    const bare = createSiweMessage(fields);
    expect(bare).toContain('Chain ID: 31337');
    await refused(pairs.authenticate({ ...f, message: bare, signature: await signer.signMessage({ message: bare }) }), 400);
    // With a statement too, and nothing but the exact layout: a changed line order is refused.
    const withStatement = appKitMessage({ ...fields, statement: 'Sign in.' });
    expect(parseHostedMessage(withStatement)).toMatchObject({ chainId: 31337, nonce: f.data.nonce, domain: PAGE.domain });
    expect(parseHostedMessage(withStatement.replace(/(Version: 1)\n(Chain ID: [^\n]+)/, '$2\n$1'))).toBeUndefined();
    // The nonce was not spent by the refusal: AppKit's text for it still signs in.
    await send(pairs.authenticate({ ...f, signature: await signer.signMessage({ message: f.message }) }));
  });

  it('me and sign-out refuse a missing, malformed, tampered or nonce token, and another project', async () => {
    const token = await signedIn();
    const me = pairs.me({ token, address: signer.address, caip2: 'eip155:31337' });
    await refused({ ...me, headers: {} }, 401);
    await refused({ ...me, headers: { Authorization: token } }, 401);
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ typ: 'session', address: other.address, exp: 9_999_999_999 })).toString('base64url');
    await refused({ ...me, headers: { Authorization: `Bearer ${h}.${forged}.${s}` } }, 401);
    await refused({ ...me, headers: { Authorization: `Bearer ${(await fresh()).nonceToken}` } }, 401);
    await refused({ ...pairs.signOut({ token }), headers: {} }, 401);
    await getJson(`${d.urls.api}/__admin/projects/auth-other`, { json: {} });
    const res = await fetch(`${d.urls.api}/auth/v1/me?projectId=auth-other`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    await send(me);
  });

  it("no endpoint hands out a visitor's signature; the smart-sessions list holds no sign-in", async () => {
    const f = await fresh();
    const signature = await signer.signMessage({ message: f.message });
    const { body } = await send(pairs.authenticate({ ...f, signature }));
    const caip10 = `eip155:31337:${signer.address}`;
    const q = `projectId=${d.projectId}`;
    const reads = [
      `${d.urls.api}/v1/sessions/${encodeURIComponent(caip10)}?${q}`, `${d.urls.api}/v1/sessions/${encodeURIComponent(caip10.toLowerCase())}?${q}`,
      `${d.urls.api}/__admin/auth`, `${d.urls.api}/__admin/info`, `${d.urls.api}/auth/v1/nonce?${q}`,
    ];
    for (const url of reads) expect(await (await fetch(url)).text(), url).not.toContain(signature.slice(2, 40));
    for (const inc of ['false', 'true']) {
      const text = await (await fetch(`${d.urls.api}/auth/v1/me?${q}&includeAppKitAccount=${inc}`, { headers: { Authorization: `Bearer ${body.token}` } })).text();
      expect(text).not.toContain(signature.slice(2, 40));
    }
    expect((await getJson(`${d.urls.api}/v1/sessions/${encodeURIComponent(caip10)}?${q}`)).body.pcis).toEqual([]);
    expect((await getJson(`${d.urls.api}/__admin/auth`)).body.sessions[caip10.toLowerCase()]).toBeGreaterThan(0);
  });
});

// A minimal ERC-1271 account: a signature is valid when its owner signed the hash.
const SMART_ACCOUNT = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract DevSmartAccount {
  address public owner;
  constructor(address o) { owner = o; }
  function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
    if (sig.length != 65) return 0xffffffff;
    bytes32 r; bytes32 s; uint8 v;
    assembly { r := calldataload(sig.offset) s := calldataload(add(sig.offset, 32)) v := byte(0, calldataload(add(sig.offset, 64))) }
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}`;

describe('ReownAuthentication: a smart account (ERC-1271)', () => {
  it("verifies the owner's signature on chain, and refuses anyone else's", async () => {
    const solc = createRequire(import.meta.url)('solc');
    const out = JSON.parse(solc.compile(JSON.stringify({
      language: 'Solidity', sources: { 'A.sol': { content: SMART_ACCOUNT } },
      settings: { evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
    })));
    const { abi, evm } = out.contracts['A.sol'].DevSmartAccount;
    const owner = privateKeyToAccount(evmAccounts[4].privateKey);
    const wallet = createWalletClient({ account: owner, transport: http(d.urls.evm) });
    const chain = createPublicClient({ transport: http(d.urls.evm) });
    const hash = await wallet.deployContract({ abi, bytecode: `0x${evm.bytecode.object}`, args: [owner.address], chain: null });
    const smart = /** @type {`0x${string}`} */ ((await chain.waitForTransactionReceipt({ hash })).contractAddress);
    const byOther = await fresh(smart);
    await refused(pairs.authenticate({ ...byOther, signature: await other.signMessage({ message: byOther.message }) }), 401);
    const byOwner = await fresh(smart);
    const { body } = await send(pairs.authenticate({ ...byOwner, signature: await owner.signMessage({ message: byOwner.message }) }));
    await send(pairs.me({ token: body.token, address: getAddress(smart), caip2: 'eip155:31337' }));
  });
});
