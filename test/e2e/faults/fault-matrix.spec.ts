/**
 * The fault matrix (issue 18 item 2): each row of ./cases.ts against the real devnet in Chromium,
 * its faults set through the devnet's one fault control (API, chain RPC, frame, relay) or in the page
 * (storage, chunks, remote entries). Every row checks the same four things:
 *   the modal is never blank, the visitor sees the spec's message, nothing held is lost, and the same
 *   action succeeds once the fault is removed.
 * Run: flock /tmp/playwright.lock npx playwright test -c test/e2e/playwright.config.ts faults
 */
import { expect, test } from '../../kit/index';
import { FAULT_CASES } from './cases';
import { expectNotBlank, type CaseContext } from './steps';

test('the matrix has at least 30 cases, each id once', () => {
  expect(FAULT_CASES.length).toBeGreaterThanOrEqual(30);
  expect(new Set(FAULT_CASES.map((c) => c.id)).size).toBe(FAULT_CASES.length);
});

test.describe('fault matrix', () => {
  test.beforeEach(async ({ devnet }) => {
    await devnet.clearFaults();
  });

  for (const row of FAULT_CASES) {
    test(`${row.id} · ${row.area}: ${row.fault}`, async ({ page, context, devnet, injectedWallet }) => {
      // A case that waits out a spec timeout gets that time on top of the usual minute.
      test.setTimeout(60_000 + 2 * (row.timeoutMs ?? 0));
      const c: CaseContext = { page, context, devnet, wallet: injectedWallet, memo: {} };
      try {
        await row.prepare?.(c);
        await row.arrange(c);
        await row.provoke(c);
        await expectNotBlank(page);
        await row.held(c);
        await (row.clear ? row.clear(c) : devnet.clearFaults());
        await row.recover(c);
        await expectNotBlank(page);
      } finally {
        await devnet.clearFaults();
        await (c.memo.cleanup as (() => Promise<void>) | undefined)?.();
      }
    });
  }
});
