/**
 * One pairing attempt with automatic URI refresh: a URI counts as expired 10 s before its 4 min
 * lifetime ends (spec §9), so a new one is requested then and the old answer is ignored. The
 * attempt can be cancelled (the visitor left the view or closed the modal).
 */
import { msUntilRefresh } from './expiry';

export class PairingCancelled extends Error {
  constructor() { super('WalletConnect pairing cancelled'); this.name = 'PairingCancelled'; }
}

export interface PairingDeps {
  /** Calls back with the current URI's expiry whenever the pairing state changes; returns the unsubscribe. */
  watchExpiry(listener: (expiry: number | undefined) => void): () => void;
  /** Starts one proposal; resolves with the session once the wallet approves. */
  propose(): Promise<unknown>;
  now(): number;
}

export interface Pairing { result: Promise<unknown>; cancel(): void; /** Ends the attempt with `error`. */ fail(error: unknown): void }

export function startPairing({ watchExpiry, propose, now }: PairingDeps): Pairing {
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled = false;
  let resolve!: (v: unknown) => void;
  let reject!: (e: unknown) => void;
  const result = new Promise<unknown>((res, rej) => { resolve = res; reject = rej; });

  const stop = () => { settled = true; clearTimeout(timer); unsubscribe(); };
  const attempt = () => {
    const mine = ++generation;
    propose().then(
      (session) => { if (!settled && mine === generation) { stop(); resolve(session); } },
      (error) => { if (!settled && mine === generation) { stop(); reject(error); } },
    );
  };
  // Arm the refresh whenever a new URI (with its expiry) lands in the pairing slice.
  let armedFor: number | undefined;
  const unsubscribe = watchExpiry((expiry) => {
    if (settled || expiry === undefined || expiry === armedFor) return;
    armedFor = expiry;
    clearTimeout(timer);
    timer = setTimeout(() => { if (!settled) attempt(); }, msUntilRefresh(expiry, now()));
  });
  attempt();
  return {
    result,
    cancel() { if (!settled) { stop(); reject(new PairingCancelled()); } },
    fail(error) { if (!settled) { stop(); reject(error); } },
  };
}
