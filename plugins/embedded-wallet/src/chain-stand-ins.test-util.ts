/**
 * The chain plugins a host lists beside the embedded wallet, as data only: the account types their
 * manifests declare (spec §4 defaults, resolved into `defaultAccountTypes`), with none of their
 * namespaces, code or services — nothing activates them; the tests answer the chain themselves.
 */
import type { PluginManifest } from '@gangway/kernel';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { chainSolanaManifest } from '@gangway/plugin-chain-solana/manifest';

export const chainStandIns: PluginManifest[] = [chainEip155Manifest, chainSolanaManifest].map((m) => ({
  id: m.id, apiVersion: m.apiVersion, accountTypes: m.accountTypes, setup: () => {},
}));
