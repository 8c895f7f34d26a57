// The WalletConnect test wallet's bip122 namespace through the local relay, with
// @walletconnect/sign-client as the dapp: the session's CAIP-10 account on regtest, signMessage
// answered with a BIP-322 signature the widget's verifier accepts, signPsbt, and the refusals.
import * as bitcoin from 'bitcoinjs-lib';
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySimple } from '../../../../plugins/chain-bip122/src/bip322';
import { bitcoinAccounts } from '../accounts.mjs';
import { freePort } from '../lib/ports.mjs';
import { startRelay } from '../relay/server.mjs';
import { MemoryStorage } from './memory-storage.mjs';
import { createWcWallet } from './wc-wallet.mjs';

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const network = bitcoin.networks.regtest;
/** @type {Awaited<ReturnType<typeof startRelay>>} */ let relay;
/** @type {Awaited<ReturnType<typeof createWcWallet>>} */ let wallet;
/** @type {InstanceType<typeof SignClient>} */ let dapp;
let topic = '';

beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: await freePort() });
  // No EVM chain is proposed below: the wallet's EVM signer is never asked.
  wallet = await createWcWallet({ relayUrl: relay.url, chains: { 31337: 'http://127.0.0.1:9' }, autoApprove: true });
  const core = new Core({ projectId: 'gangway-devnet', relayUrl: relay.url, storage: new MemoryStorage(), logger: 'silent', telemetryEnabled: false, customStoragePrefix: 'dapp-bip122' });
  dapp = await SignClient.init({ core, logger: 'silent', telemetryEnabled: false, metadata: { name: 'bip122 dapp', description: 'x', url: 'http://127.0.0.1', icons: [] } });
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { bip122: { chains: [REGTEST], methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'], events: ['accountsChanged'] } } });
  await wallet.pair(/** @type {string} */ (uri));
  topic = (await approval()).topic;
});

afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => {});
  await wallet?.close();
  await relay?.close();
});

/** @param {string} method @param {unknown} params */
const ask = (method, params) => dapp.request({ topic, chainId: REGTEST, request: { method, params } });

describe('the WalletConnect test wallet over the relay: bip122', () => {
  it('approves the bip122 namespace with its regtest payment address (CAIP-10), without sendTransfer', () => {
    const ns = dapp.session.get(topic).namespaces.bip122;
    expect(ns.accounts).toEqual([`${REGTEST}:${bitcoinAccounts[1].address}`]);
    expect(ns.methods).toEqual(['signMessage', 'signPsbt', 'getAccountAddresses']);
    expect(wallet.bitcoinAddress).toBe(bitcoinAccounts[1].address);
    expect(Object.keys(dapp.session.get(topic).namespaces)).toEqual(['bip122']);
  });

  it('answers signMessage with a BIP-322 simple signature that verifies for the address', async () => {
    const out = /** @type {{ address: string, signature: string }} */ (await ask('signMessage', { message: 'over the relay', address: wallet.bitcoinAddress, protocol: 'bip322' }));
    expect(out.address).toBe(wallet.bitcoinAddress);
    const script = bitcoin.address.toOutputScript(out.address, network);
    expect(verifySimple(new TextEncoder().encode('over the relay'), script, out.signature)).toBe(true);
    expect(wallet.log().at(-1)).toEqual({ method: 'signMessage', chainId: REGTEST, outcome: 'approved' });
  });

  it('lists both addresses and signs a PSBT input', async () => {
    expect(await ask('getAccountAddresses', {})).toMatchObject([{ address: wallet.bitcoinAddress, purpose: 'payment' }, { address: wallet.bitcoinOrdinalsAddress, purpose: 'ordinal' }]);
    const psbt = new bitcoin.Psbt({ network });
    psbt.addInput({ hash: 'cd'.repeat(32), index: 1, witnessUtxo: { script: bitcoin.address.toOutputScript(wallet.bitcoinAddress, network), value: 10_000n } });
    psbt.addOutput({ address: bitcoinAccounts[0].address, value: 9_000n });
    const out = /** @type {{ psbt: string }} */ (await ask('signPsbt', { psbt: psbt.toBase64(), signInputs: [{ address: wallet.bitcoinAddress, index: 0 }], broadcast: false }));
    expect(bitcoin.Psbt.fromBase64(out.psbt, { network }).data.inputs[0].partialSig).toHaveLength(1);
  });

  it('refuses another address with the wallet error code', async () => {
    await expect(ask('signMessage', { message: 'x', address: bitcoinAccounts[0].address })).rejects.toMatchObject({ code: 4100 });
    expect(wallet.log().at(-1)).toMatchObject({ method: 'signMessage', outcome: 'error', code: 4100 });
  });
});
