// The sign-in routes of the API emulator (routes/siwx.mjs) against a real devnet: a nonce, a session
// verified with viem against the local chain, listed and revoked through the spec §7 sessions API;
// a replayed nonce, another page's domain, another signer and an expired message are refused; a
// smart account (an ERC-1271 contract deployed here) signs in through its owner's signature.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { evmAccounts } from '../accounts.mjs';
import { getJson, startTestDevnet } from '../testing.mjs';
import * as S from './schemas.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
let q = '';
const api = (/** @type {string} */ path) => `${d.urls.api}${path}${path.includes('?') ? '&' : '?'}${q}`;

beforeAll(async () => {
  d = await startTestDevnet();
  q = `projectId=${d.projectId}&st=appkit&sv=html-gangway-0.1.0`;
});
afterAll(async () => d?.stop());

const signer = privateKeyToAccount(evmAccounts[2].privateKey);
const other = privateKeyToAccount(evmAccounts[3].privateKey);
const account = `eip155:31337:${signer.address}`;
const path = `/v1/sessions/${encodeURIComponent(account)}`;

async function nonce() {
  const { body } = await getJson(api('/v1/sessions/nonce'), { json: { account } });
  return /** @type {string} */ (body.nonce);
}
/** @param {Partial<Parameters<typeof createSiweMessage>[0]>} patch */
const message = async (patch = {}) => createSiweMessage({
  address: signer.address, chainId: 31337, domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/', version: '1', nonce: await nonce(),
  issuedAt: new Date(), expirationTime: new Date(Date.now() + 3_600_000), ...patch,
});

describe('API emulator: sign-in sessions', () => {
  it('verifies, stores, lists and revokes a sign-in; a replay is refused', async () => {
    const text = await message();
    const signature = await signer.signMessage({ message: text });
    const created = await getJson(api(path), { json: { message: text, signature } });
    expect(created.status).toBe(200);
    const replay = await getJson(api(path), { json: { message: text, signature } });
    expect(replay.status).toBe(401);
    const { pcis } = S.sessions.parse((await getJson(api(path))).body);
    const mine = pcis.find((p) => p.pci === created.body.pci);
    expect(mine?.permissions[0]).toEqual({ type: 'siwx', data: { message: text, signature, chainId: 'eip155:31337' } });
    expect((await getJson(api(`${path}/revoke`), { json: { pci: created.body.pci, signature: '0xdead' } })).status).toBe(401);
    expect((await getJson(api(`${path}/revoke`), { json: { pci: created.body.pci, signature } })).body.success).toBe(true);
  });

  it("refuses another signer, another page's domain and an expired message", async () => {
    const forged = await message();
    expect((await getJson(api(path), { json: { message: forged, signature: await other.signMessage({ message: forged }) } })).status).toBe(401);
    const evil = await message({ domain: 'evil.example', uri: 'https://evil.example/' });
    expect((await getJson(api(path), { json: { message: evil, signature: await signer.signMessage({ message: evil }) } })).status).toBe(403);
    const old = await message({ issuedAt: new Date(Date.now() - 7_200_000), expirationTime: new Date(Date.now() - 3_600_000) });
    expect((await getJson(api(path), { json: { message: old, signature: await signer.signMessage({ message: old }) } })).status).toBe(401);
    const unknown = await message({ nonce: 'neverIssued123' });
    expect((await getJson(api(path), { json: { message: unknown, signature: await signer.signMessage({ message: unknown }) } })).status).toBe(401);
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

describe('API emulator: sign-in by a smart account (ERC-1271)', () => {
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
    const { contractAddress } = await chain.waitForTransactionReceipt({ hash });
    const smart = /** @type {`0x${string}`} */ (contractAddress);
    const smartAccount = `eip155:31337:${smart}`;
    const smartPath = `/v1/sessions/${encodeURIComponent(smartAccount)}`;
    const smartMessage = async () => {
      const { body } = await getJson(api('/v1/sessions/nonce'), { json: { account: smartAccount } });
      return createSiweMessage({ address: smart, chainId: 31337, domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/', version: '1', nonce: body.nonce, issuedAt: new Date() });
    };
    const byOther = await smartMessage();
    expect((await getJson(api(smartPath), { json: { message: byOther, signature: await other.signMessage({ message: byOther }) } })).status).toBe(401);
    const byOwner = await smartMessage();
    const created = await getJson(api(smartPath), { json: { message: byOwner, signature: await owner.signMessage({ message: byOwner }) } });
    expect(created.status).toBe(200);
    expect(created.body.permissions[0].data.message).toBe(byOwner);
  });
});
