/** The devnet's Bitcoin regtest chain (its Esplora stand-in on :3002) and services (npm run devnet). */
import type { Network } from '@gangway/kernel';
import { bitcoinRegtest } from '@gangway/plugin-chain-bip122/public';

export const ESPLORA = 'http://127.0.0.1:3002';
export const regtest: Network = { ...bitcoinRegtest, rpcUrls: { default: { http: [ESPLORA] } } };
export const networks: Network[] = [regtest];
export const projectId = 'gangway-devnet';
export const endpoints = {
  api: 'http://127.0.0.1:8787', walletServices: 'http://127.0.0.1:8787', analytics: 'http://127.0.0.1:8787',
  rpc: 'http://127.0.0.1:8787', relay: 'ws://127.0.0.1:8547', frame: 'http://127.0.0.1:8788',
};
