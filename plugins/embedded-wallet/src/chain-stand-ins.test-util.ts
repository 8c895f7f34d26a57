/**
 * The chain plugins a host lists beside the embedded wallet, as data only: the account types their
 * manifests declare (spec §4 defaults, resolved into `defaultAccountTypes`) for the namespaces they
 * serve, with none of their code or services: activated, they do nothing; the tests answer the chain themselves.
 */
import type { PluginManifest } from '@gangway/kernel';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { chainSolanaManifest } from '@gangway/plugin-chain-solana/manifest';

export const chainStandIns: PluginManifest[] = [chainEip155Manifest, chainSolanaManifest].map((m) => ({
  id: m.id, apiVersion: m.apiVersion, namespaces: m.namespaces, accountTypes: m.accountTypes, setup: () => {},
}));
