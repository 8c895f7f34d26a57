/**
 * Spec §6: wallet methods that sign or send (not safe) — a plugin needs 'wallet.sign' to ask for them.
 * Read-only methods (eth_call, eth_getBalance, eth_chainId, eth_sendRawTransaction, wallet_getCapabilities,
 * wallet_getAssets, …) need nothing.
 */
const UNSAFE = /sign|^eth_sendTransaction$|^wallet_sendCalls$|^eth_sendUserOperation$|^wallet_(grant|revoke)Permissions$|sendTransfer/i;

export const isSigningMethod = (method: string) => UNSAFE.test(method);
