// WalletConnect through the local relay: pairing, session, personal_sign and eth_sendTransaction,
// with @walletconnect/sign-client as the dapp and the devnet's WalletConnect test wallet.
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther, recoverMessageAddress, toHex, verifyTypedData } from 'viem';
import { evmAccounts } from '../accounts.mjs';
import { startAnvil } from '../evm/anvil.mjs';
import { freePort } from '../lib/ports.mjs';
import { MemoryStorage } from '../wallets/memory-storage.mjs';
import { createWcWallet } from '../wallets/wc-wallet.mjs';
import { startRelay } from './server.mjs';

const host = '127.0.0.1';
/** @type {Awaited<ReturnType<typeof startRelay>>} */ let relay;
/** @type {Awaited<ReturnType<typeof startAnvil>>} */ let anvil;
/** @type {Awaited<ReturnType<typeof createWcWallet>>} */ let wallet;
/** @type {InstanceType<typeof SignClient>} */ let dapp;

beforeAll(async () => {
  relay = await startRelay({ host, port: await freePort() });
  anvil = await startAnvil({ host, port: await freePort(), chainId: 31337 });
  wallet = await createWcWallet({ relayUrl: relay.url, chains: { 31337: anvil.url } });
  const core = new Core({ projectId: 'gangway-devnet', relayUrl: relay.url, storage: new MemoryStorage(), logger: 'silent', telemetryEnabled: false, customStoragePrefix: 'dapp' });
  dapp = await SignClient.init({ core, logger: 'silent', telemetryEnabled: false, metadata: { name: 'Relay test dapp', description: 'x', url: 'http://127.0.0.1', icons: [] } });
});

afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => {});
  await wallet?.close();
  await relay?.close();
  await anvil?.stop();
});

describe('local WalletConnect relay', () => {
  it('rejects a connection without a valid auth JWT', async () => {
    const { WebSocket } = await import('ws');
    const status = await new Promise((resolve) => {
      const ws = new WebSocket(`${relay.url}/?auth=not-a-jwt`);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.on('open', () => resolve('open'));
      ws.on('error', () => {});
    });
    expect(status).toBe(401);
  });

  let topic = '';
  it('pairs, rejects a proposal, then approves a session', async () => {
    const first = await dapp.connect({ requiredNamespaces: {}, optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign', 'eth_sendTransaction'], events: ['chainChanged'] } } });
    await wallet.pair(/** @type {string} */ (first.uri));
    await wallet.rejectSession(await wallet.nextProposal());
    await expect(first.approval()).rejects.toBeTruthy();

    const second = await dapp.connect({ optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'], events: ['chainChanged'] } } });
    await wallet.pair(/** @type {string} */ (second.uri));
    const proposal = await wallet.nextProposal();
    const [, session] = await Promise.all([wallet.approveSession(proposal), second.approval()]);
    topic = session.topic;
    expect(session.namespaces.eip155.accounts).toContain(`eip155:31337:${evmAccounts[1].address}`);
  });

  it('answers personal_sign with a signature that recovers to the wallet', async () => {
    const message = 'Hello from the devnet';
    const pending = dapp.request({ topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: [toHex(message), evmAccounts[1].address] } });
    await wallet.approveRequest(await wallet.nextRequest());
    const sig = /** @type {`0x${string}`} */ (await pending);
    expect(await recoverMessageAddress({ message, signature: sig })).toBe(evmAccounts[1].address);
  });

  it('rejects a request with 4001 when the user declines', async () => {
    const pending = dapp.request({ topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: [toHex('no'), evmAccounts[1].address] } });
    await wallet.rejectRequest(await wallet.nextRequest());
    await expect(pending).rejects.toMatchObject({ code: 4001 });
  });

  it('sends a transaction with eth_sendTransaction that lands on the chain', async () => {
    const to = evmAccounts[7].address;
    const pub = createPublicClient({ transport: http(anvil.url) });
    const before = await pub.getBalance({ address: to });
    const pending = dapp.request({ topic, chainId: 'eip155:31337', request: { method: 'eth_sendTransaction', params: [{ from: evmAccounts[1].address, to, value: toHex(parseEther('1.5')) }] } });
    await wallet.approveRequest(await wallet.nextRequest());
    const hash = /** @type {`0x${string}`} */ (await pending);
    const receipt = await pub.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(await pub.getBalance({ address: to })).toBe(before + parseEther('1.5'));
  });

  it('answers eth_signTypedData_v4 and wallet_switchEthereumChain (4902 for an unknown chain)', async () => {
    const typed = { domain: { name: 'Devnet', version: '1', chainId: 31337 }, types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }], Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hi' } };
    const pending = dapp.request({ topic, chainId: 'eip155:31337', request: { method: 'eth_signTypedData_v4', params: [evmAccounts[1].address, JSON.stringify(typed)] } });
    await wallet.approveRequest(await wallet.nextRequest());
    const { EIP712Domain, ...types } = typed.types;
    expect(await verifyTypedData({ address: evmAccounts[1].address, domain: typed.domain, types, primaryType: 'Mail', message: typed.message, signature: /** @type {`0x${string}`} */ (await pending) })).toBe(true);

    const unknown = dapp.request({ topic, chainId: 'eip155:31337', request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] } });
    await wallet.approveRequest(await wallet.nextRequest()).catch(() => {});
    await expect(unknown).rejects.toMatchObject({ code: 4902 });
    const switched = dapp.request({ topic, chainId: 'eip155:31337', request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] } });
    await wallet.approveRequest(await wallet.nextRequest());
    expect(await switched).toBeNull();
  });

  it('adds a chain on wallet_addEthereumChain and updates the session to include it; prompts hold methods under autoApprove', async () => {
    const proposal = await dapp.connect({ optionalNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:31338'], methods: ['eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'], events: ['chainChanged'] } } });
    await wallet.pair(/** @type {string} */ (proposal.uri));
    const [, session] = await Promise.all([wallet.approveSession(await wallet.nextProposal()), proposal.approval()]);
    expect(session.namespaces.eip155.chains).toEqual(['eip155:31337']);
    wallet.autoApprove = true;
    wallet.prompt = ['wallet_addEthereumChain'];
    try {
      const switching = dapp.request({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] } });
      await expect(switching).rejects.toMatchObject({ code: 4902 });
      const adding = dapp.request({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6a', chainName: 'Two', rpcUrls: [anvil.url], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }] } });
      const held = await wallet.nextRequest();
      expect(held.params.request.method).toBe('wallet_addEthereumChain');
      await wallet.approveRequest(held);
      expect(await adding).toBeNull();
      // The dapp acknowledged the update before it got the answer: its session already has the chain.
      expect(dapp.session.get(session.topic).namespaces.eip155.chains).toEqual(['eip155:31337', 'eip155:31338']);
      expect(dapp.session.get(session.topic).namespaces.eip155.accounts).toContain(`eip155:31338:${evmAccounts[1].address}`);
      expect(await dapp.request({ topic: session.topic, chainId: 'eip155:31338', request: { method: 'eth_chainId', params: [] } })).toBe('0x7a6a');
      expect(wallet.log().slice(-3).map((l) => `${l.method}:${l.outcome}:${l.code ?? ''}`)).toEqual(['wallet_switchEthereumChain:error:4902', 'wallet_addEthereumChain:approved:', 'eth_chainId:approved:']);
    } finally {
      wallet.autoApprove = false;
      wallet.prompt = [];
    }
  });

  it('keeps messages until subscribed and delivers them on subscribe', async () => {
    expect(relay.stats().published).toBeGreaterThan(4);
    expect(relay.stats().delivered).toBeGreaterThan(4);
  });
});
