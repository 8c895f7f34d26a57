/**
 * Wallet error codes (spec §8: 4902 unrecognized chain, 5000, 32603; plus EIP-1193's 4001 user
 * rejected) and the one rule for each, used by every eip155 connector and feature. Wallets nest the
 * codes: MetaMask mobile and several WalletConnect wallets put the real code in
 * `data.originalError.code`, viem in `cause.code`; look through all of them.
 */
export const WALLET_CODES = { USER_REJECTED: 4001, WC_USER_REJECTED: 5000, UNRECOGNIZED_CHAIN: 4902, INTERNAL: 32603 } as const;

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
/** Wallets that give no code say it in words, either way round ("User rejected…", "…rejected by the user"). */
const REJECTION_WORDS = /user (rejected|denied)|(rejected|denied) by (the )?user/i;

/** 4001 (EIP-1193), or 5000 (spec §8: WalletConnect wallets' user rejection), or a wallet that only says so in words. */
export const isUserRejection = (error: unknown) =>
  hasWalletCode(error, WALLET_CODES.USER_REJECTED) || hasWalletCode(error, WALLET_CODES.WC_USER_REJECTED)
  || REJECTION_WORDS.test(messageText(error));
/** The error's message when it is text: a wallet's `message` can be anything (an object without a prototype made String() throw; found by the fuzz suite). */
function messageText(error: unknown): string {
  const m = error && typeof error === 'object' ? (error as { message?: unknown }).message : typeof error === 'string' ? error : undefined;
  return typeof m === 'string' ? m : '';
}
/** 4902; some wallets answer an unknown chain with 32603 (or -32603) and nothing nested. */
export const isUnrecognizedChain = (error: unknown) =>
  walletErrorCodes(error).some((c) => c === WALLET_CODES.UNRECOGNIZED_CHAIN || Math.abs(c) === WALLET_CODES.INTERNAL);
