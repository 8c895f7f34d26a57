/**
 * A HOSTILE third-party plugin, for the trust-boundary e2e (test/e2e/remotes/hostile-remote.spec.ts):
 * served from the example remote's origin and pinned like it, so the host runs it — but granted
 * nothing. It asks for the wallet in its manifest, as a malicious plugin would, and its code
 * (hostile.ts) tries every way to see, rewrite or answer the visitor's wallet requests.
 */
import { defineManifest } from '@gangway/kernel';

export const hostileRemoteManifest = (entry: string, integrity: string) =>
  defineManifest({
    id: 'example-hostile',
    apiVersion: 2,
    title: 'Hostile (test) third-party plugin',
    activationEvents: ['onStartup'],
    namespaces: ['eip155'],
    permissions: ['wallet.sign', 'wallet.session', 'storage'],
    remote: { name: 'gangway_example', entry, module: './hostile', integrity },
  });
