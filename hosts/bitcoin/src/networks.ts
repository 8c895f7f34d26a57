/** The devnet's Bitcoin regtest chain (its Esplora stand-in on :3002) and services (npm run devnet). */
import type { Network } from '@gangway/kernel';
import { bitcoinRegtest } from '@gangway/plugin-chain-bip122/public';

export const ESPLORA = 'http://127.0.0.1:3002';
export const regtest: Network = { ...bitcoinRegtest, rpcUrls: { default: { http: [ESPLORA] } } };
export const networks: Network[] = [regtest];
export { endpoints, projectId } from '../../common/src/devnet';
