/**
 * A wallet may never answer (a locked extension, a closed mobile app, a lost relay). Calls whose
 * answer the widget waits for without the visitor acting — session restore, capability and asset
 * discovery — get a deadline: past it they fail with a TIMEOUT error, and the caller falls back
 * (the balance API) or ends the wait (restore → disconnected, spec §4), instead of hanging.
 * Calls the visitor answers in the wallet (connect, sign, send, switch) keep no deadline: people take
 * their time there, and they can cancel from the widget.
 */
import { GangwayError } from '@gangway/kernel';

/** Reads that need no visitor action (spec §9 time constants: 5 s). */
export const WALLET_READ_TIMEOUT_MS = 5_000;

export function withWalletTimeout<T>(call: Promise<T>, method: string, ms = WALLET_READ_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GangwayError('TIMEOUT', `The wallet did not answer ${method} within ${ms / 1000} s`, { details: { method } })), ms);
  });
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
}
