/**
 * Spec §6 RPC groups for the embedded wallet. Safe read-only methods go straight to the frame;
 * not-safe (signing and sending) ones need the visitor's approval on ApproveTransaction; anything
 * else is not allowed ('Requested RPC call is not allowed', UI 'Action not allowed').
 */

/** Read-only methods (spec §6 lists eth_call, eth_getBalance, eth_chainId, eth_sendRawTransaction, wallet_getCapabilities, wallet_getAssets "and others"). */
export const SAFE_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'net_version', 'eth_blockNumber', 'eth_call', 'eth_estimateGas',
  'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance', 'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getCode',
  'eth_getLogs', 'eth_getStorageAt', 'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas', 'eth_sendRawTransaction', 'eth_syncing', 'wallet_getCapabilities', 'wallet_getAssets',
  'wallet_getCallsStatus', 'wallet_switchEthereumChain',
  'solana_getAccounts', 'solana_requestAccounts',
]);

/** Signing and sending methods (spec §6, word for word, plus the legacy signTypedData names). */
export const NOT_SAFE_METHODS: ReadonlySet<string> = new Set([
  'personal_sign', 'eth_sign', 'eth_signTypedData', 'eth_signTypedData_v4', 'eth_sendTransaction',
  'solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction',
  'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation',
]);

export type RpcClass = 'safe' | 'unsafe' | 'disallowed';

export function classifyRpc(method: string): RpcClass {
  if (SAFE_METHODS.has(method)) return 'safe';
  if (NOT_SAFE_METHODS.has(method)) return 'unsafe';
  return 'disallowed';
}

/** Spec §9: the error RPC UI delay. */
export const ERROR_RPC_UI_DELAY_MS = 300;
