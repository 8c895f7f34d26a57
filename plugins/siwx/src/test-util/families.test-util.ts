/**
 * The built-in chain families' sign-in, as the plugin gets it: the chain plugins (by manifest) run in
 * a kernel harness and `family(chainId)` asks for the family service as siwx does (signInFamily).
 */
import { createPluginHarness } from '@gangway/kernel/testing';
import { testDevnet, testSolana } from '@gangway/lib-wallet/testing';
import type { ServiceKey } from '@gangway/kernel';
import { chainBip122Manifest } from '@gangway/plugin-chain-bip122/manifest';
import { bitcoinMainnet, bitcoinRegtest } from '@gangway/plugin-chain-bip122/public';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { chainSolanaManifest } from '@gangway/plugin-chain-solana/manifest';
import { siwxManifest } from '../manifest';
import { signInFamily } from '../sign-in-family';
import type { SIWXContext } from '../types';

/**
 * The devnet node as a smart-account check sees it when no contract is deployed at the address: every
 * call reverts (the eip155 verifier asks the chain only when the signer is not the address itself).
 */
const noContracts = (async (_input: RequestInfo | URL, init?: RequestInit) => {
  const { id } = JSON.parse(String(init?.body ?? '{}')) as { id?: number };
  return new Response(JSON.stringify({ jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted' } }), { headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

/**
 * A `family` resolver over the built-in chain plugins. Made inside a test, its harness ends with the
 * test; made outside one (beforeAll), call its `dispose` when done.
 */
export function builtinFamilies(): SIWXContext['family'] & { dispose(): void } {
  const h = createPluginHarness(siwxManifest, {
    fakes: [chainEip155Manifest, chainSolanaManifest, chainBip122Manifest],
    options: { networks: [testDevnet, testSolana, bitcoinRegtest, bitcoinMainnet] },
    fetch: noContracts,
  });
  const require = async <T,>(key: ServiceKey<T>): Promise<T> => {
    await h.kernel.plugins.activateFor(`onService:${key.id}`);
    const service = h.service(key, { id: 'siwx', permissions: ['wallet.sign'] });
    if (!service) throw new Error(`No plugin provides ${key.id}`);
    return service;
  };
  return Object.assign((chainId: string) => signInFamily({ services: { require } }, chainId), { dispose: () => h.dispose() });
}
