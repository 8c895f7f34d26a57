/**
 * Spec §6: wallet methods that sign or send (not safe). `isSigningMethod` names the known ones, for
 * code that treats them specially (adapters, scoped services). What a plugin may ask for WITHOUT
 * 'wallet.sign' is the other way round — an allow-list of read-only methods (`isReadOnlyMethod`):
 * a wallet method nobody listed (eth_decrypt, wallet_invokeSnap, tomorrow's) needs the permission.
 */
const UNSAFE = /sign|decrypt|EncryptionPublicKey|Snap|^eth_sendTransaction$|^wallet_sendCalls$|^eth_sendUserOperation$|^wallet_(grant|revoke|request)Permissions$|sendTransfer/i;

export const isSigningMethod = (method: string) => UNSAFE.test(method);

/** Reads that reveal nothing a page could not learn from a public node, and spend nothing (spec §6 "safe"). */
const READ_ONLY = new Set([
  'eth_accounts', 'eth_chainId', 'net_version', 'eth_blockNumber', 'eth_call', 'eth_estimateGas', 'eth_gasPrice',
  'eth_maxPriorityFeePerGas', 'eth_feeHistory', 'eth_getBalance', 'eth_getCode', 'eth_getStorageAt', 'eth_getLogs',
  'eth_getTransactionCount', 'eth_getTransactionByHash', 'eth_getTransactionReceipt', 'eth_getBlockByNumber',
  'eth_getBlockByHash', 'eth_sendRawTransaction', 'wallet_getCapabilities', 'wallet_getAssets', 'wallet_getCallsStatus',
]);

export const isReadOnlyMethod = (method: string) => READ_ONLY.has(method);
