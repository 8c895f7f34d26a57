/**
 * EIP-1193 error codes (spec §8: 4902 unrecognized chain, 5000; plus 4001 user rejected). Wallets nest
 * them: MetaMask mobile and several WalletConnect wallets put the real code in
 * `data.originalError.code`, viem in `cause.code`; look through all of them.
 */
export const WALLET_CODES = { USER_REJECTED: 4001, WC_USER_REJECTED: 5000, UNRECOGNIZED_CHAIN: 4902 } as const;

export function walletErrorCodes(error: unknown): number[] {
  const codes: number[] = [];
  const seen = new Set<unknown>();
  const visit = (e: unknown) => {
    if (!e || typeof e !== 'object' || seen.has(e)) return;
    seen.add(e);
    const o = e as { code?: unknown; data?: { originalError?: unknown }; cause?: unknown };
    if (typeof o.code === 'number') codes.push(o.code);
    visit(o.data?.originalError);
    visit(o.cause);
  };
  visit(error);
  return codes;
}

export const hasWalletCode = (error: unknown, code: number) => walletErrorCodes(error).includes(code);
/** 4001 (EIP-1193), or 5000 (spec §8: WalletConnect wallets' user rejection). */
export const isUserRejection = (error: unknown) =>
  hasWalletCode(error, WALLET_CODES.USER_REJECTED) || hasWalletCode(error, WALLET_CODES.WC_USER_REJECTED);
export const isUnrecognizedChain = (error: unknown) => hasWalletCode(error, WALLET_CODES.UNRECOGNIZED_CHAIN);
