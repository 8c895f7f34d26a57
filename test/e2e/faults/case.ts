/**
 * One row of the fault matrix. The runner (fault-matrix.spec.ts) calls the steps in order and checks,
 * after `provoke` and after `recover`, that the modal is not blank:
 *   prepare  page scripts and routes before the first load, faults that must hit on it
 *   arrange  reach the state the fault meets (connected, on a view); faults injected here or in provoke
 *   provoke  make the widget meet the fault and assert the message the visitor sees (spec §8 text)
 *   held     what the visitor had is still there (the connected account, the network, the inputs)
 *   clear    remove the fault (default: clear every devnet fault)
 *   recover  the same action succeeds once the fault is gone
 */
import type { CaseContext } from './steps';

export type FaultArea = 'API' | 'Wallet' | 'Relay' | 'Frame' | 'RPC' | 'Storage' | 'Chunk' | 'Remote plugin' | 'Verify';

export interface FaultCase {
  /** Stable id, used in the test title and in docs/fault-matrix.md. */
  id: string;
  area: FaultArea;
  /** The fault, in words. */
  fault: string;
  /** The message (or state) the visitor gets. */
  expects: string;
  /** Cases that wait out a spec timeout (10 s API, 20 s frame load, 30 s frame request) say so. */
  timeoutMs?: number;
  prepare?(c: CaseContext): Promise<void>;
  arrange(c: CaseContext): Promise<void>;
  provoke(c: CaseContext): Promise<void>;
  held(c: CaseContext): Promise<void>;
  clear?(c: CaseContext): Promise<void>;
  recover(c: CaseContext): Promise<void>;
}

export const defineCases = (cases: FaultCase[]) => cases;
