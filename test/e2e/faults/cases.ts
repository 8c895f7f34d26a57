/**
 * The fault matrix: every case, in the order docs/fault-matrix.md lists them. Adding a row here adds
 * a test to fault-matrix.spec.ts (and the count check there keeps the matrix at 30 cases or more).
 */
import { API_CASES } from './cases-api';
import { PAGE_CASES } from './cases-page';
import { RELAY_FRAME_CASES } from './cases-relay-frame';
import { RPC_CASES } from './cases-rpc';
import { VERIFY_CASES } from './cases-verify';
import { WALLET_CASES } from './cases-wallet';
import type { FaultCase } from './case';

export const FAULT_CASES: FaultCase[] = [...API_CASES, ...WALLET_CASES, ...RPC_CASES, ...RELAY_FRAME_CASES, ...VERIFY_CASES, ...PAGE_CASES];
