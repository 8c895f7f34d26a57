/**
 * WalletConnect: the session a wallet approves, and the events it sends during the session
 * (accountsChanged, chainChanged, display_uri). A session parses to an eip155 account or fails with
 * 'Invalid CAIP-10 address' / INVALID_RESPONSE; an event either moves the account or network to a
 * valid one or is reported and changes nothing — the session stays connected either way.
 */
import { it } from 'vitest';
import fc from 'fast-check';
import { isAddress } from 'viem';
import type { PluginManifest } from '../../kernel/src/index';
import { createPluginHarness } from '../../kernel/src/testing/harness';
import { evmTestNetworks } from '../../libs/wallet/src/test-networks';
import { FakeProvider, WALLET_ADDRESS } from '../../plugins/walletconnect/src/fake-provider.test-util';
import { walletConnectManifest } from '../../plugins/walletconnect/src/manifest';
import { setupWalletConnect } from '../../plugins/walletconnect/src/plugin';
import { FAMILY_SERVICES, TEST_FAMILIES } from '../../plugins/walletconnect/src/families.test-util';
import { resultFromSession } from '../../plugins/walletconnect/src/session';
import { anyJson, hostileString, nearValid } from './arbitraries';
import { check, fuzzBoundary } from './boundary';

const session = {
  topic: 't',
  namespaces: { eip155: { accounts: [`eip155:31337:${WALLET_ADDRESS}`, `eip155:1:${WALLET_ADDRESS}`], methods: [], events: [] } },
  peer: { metadata: { name: 'Wallet', icons: ['https://wallet.example/icon.png'] } },
};

it('fuzz: WalletConnect sessions', async () => {
  const part = fc.oneof(fc.constantFrom('eip155', '31337', '1', WALLET_ADDRESS, '0x0', ''), hostileString);
  const accounts = fc.array(fc.tuple(part, part, part).map((p) => p.join(':')), { minLength: 1, maxLength: 3 });
  const crafted = accounts.map((a) => ({ ...session, namespaces: { eip155: { ...session.namespaces.eip155, accounts: a } } }));
  await fuzzBoundary('walletconnect: session', fc.oneof(nearValid(session), crafted), (raw) => {
    const r = resultFromSession(raw, TEST_FAMILIES, { namespace: 'eip155', chains: { eip155: [31337] } });
    check(isAddress(r.address), `the session account is an address (${r.address})`);
    check(/^\d+$/.test(String(r.chainId)), `the chain is a decimal id (${r.chainId})`);
    return 'parsed' as const;
  });
});

const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const event = fc.oneof(
  fc.tuple(fc.constant('accountsChanged'), fc.oneof(nearValid([`eip155:31337:${OTHER}`], [OTHER], [WALLET_ADDRESS]), fc.array(hostileString, { maxLength: 2 }))),
  fc.tuple(fc.constant('chainChanged'), fc.oneof(fc.constantFrom(1, 31337, '0x1', '0x7a69', 'eip155:1', 999, '0x'), anyJson)),
  fc.tuple(fc.constant('display_uri'), fc.oneof(hostileString, anyJson)),
);

it('fuzz: WalletConnect events', async () => {
  const fake = new FakeProvider();
  const manifest = { ...walletConnectManifest, load: async () => ({ setup: (api: never) => { setupWalletConnect(api, { loadProvider: (async () => fake.asProvider()) as never }); } }) } as PluginManifest;
  // debug off: the logger would echo each refused event to the console (100,000 lines).
  const h = createPluginHarness(manifest, { options: { debug: false, networks: evmTestNetworks }, fakes: { services: FAMILY_SERVICES } });
  await h.activate();
  const connecting = h.kernel.connect({ connectorId: 'walletConnect' });
  // The controller loads on the first connect: approve once its proposal exists.
  while (!fake.proposals.length) await new Promise((r) => setTimeout(r, 1));
  fake.approve();
  await connecting;
  const reported: unknown[] = [];
  h.kernel.hooks.error.tap('fuzz', ({ error }) => { reported.push(error); });
  await fuzzBoundary('walletconnect: events', event, async ([name, value]) => {
    const before = reported.length;
    const prev = h.gangway.getAccount('eip155');
    // The wallet's events arrive as the SDK relays them: session events on the session's eip155 chain.
    if (name === 'display_uri') fake.events.emit(name, value);
    else fake.walletEvent(name, value);
    await Promise.resolve();
    const acc = h.gangway.getAccount('eip155');
    check(acc?.status === 'connected', 'the session stays connected');
    check(!!acc?.address && isAddress(acc.address), `the account is an address (${acc?.address})`);
    const net = h.kernel.store.getState().chains.eip155?.network.caipNetwork;
    check(!!net && /^eip155:\d+$/.test(net.caipNetworkId), 'the network is an eip155 network');
    const moved = acc.address !== prev?.address;
    return reported.length > before ? 'refused' : moved || name !== 'accountsChanged' ? 'parsed' : 'parsed';
  });
});
