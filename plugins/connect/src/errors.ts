/** How a failed connection reads to the visitor. */
import { errorMessage, WALLET_ERROR_CODES } from '@gangway/kernel';

const USER_REJECTED_EIP1193 = 4001;

/** The wallet declined (EIP-1193 4001, or WalletConnect 5000 'user rejected'). */
export function isUserRejection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === USER_REJECTED_EIP1193 || code === WALLET_ERROR_CODES.USER_REJECTED || /user rejected/i.test(errorMessage(error, ''));
}
