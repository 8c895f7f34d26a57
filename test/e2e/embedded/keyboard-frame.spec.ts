/**
 * The secure frame with the keyboard alone: a visitor logs in by email with the keyboard, sends ETH
 * from the Send view, and on ApproveTransaction Tabs from the dialog into the frame shown over it,
 * reaches the frame's Approve and presses Enter — the send lands on chain. Inside the frame Tab runs
 * through its controls; past its last control focus comes back to the dialog's first, Shift+Tab
 * before its first goes to the dialog's last, Shift+Tab from the dialog's first into the frame again.
 * While the frame is hidden (Account, before and after) Tab never lands in it. axe is clean on both
 * views (the modal and the focus guards around the frame).
 */
import AxeBuilder from '@axe-core/playwright';
import { createPublicClient, http, parseEther, type Address } from 'viem';
import { evmAccounts } from '@gangway/devnet/accounts';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { axeViolations, WCAG_TAGS } from '../a11y/axe';
import { FRAME_ORIGIN, frameApproval, freshEmail, view } from './helpers';

const DEMO = 'http://127.0.0.1:5173/?panel=0';

interface Focus {
  testId: string | null;
  /** The focused element's name for the record (its label or text). */
  name: string;
  inModal: boolean;
  /** The page's focus is on the secure frame (its document has it). */
  onFrame: boolean;
  /** What has focus inside the frame (its test id or tag), when the frame's document has the focus. */
  inFrame: string | null;
}

async function focused(page: Page): Promise<Focus> {
  const outer = await page.evaluate(() => {
    const el = document.activeElement;
    return {
      testId: el?.getAttribute('data-testid') ?? null,
      name: el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 40) ?? '',
      inModal: !!el?.closest('[data-gangway-modal]'),
      onFrame: !!el?.matches('iframe[data-gangway-frame]'),
    };
  });
  const frame = page.frames().find((f) => f.url().startsWith(FRAME_ORIGIN));
  const inFrame = frame ? await frame.evaluate(() => {
    if (!document.hasFocus()) return null;
    const el = document.activeElement;
    return !el || el === document.body ? 'document' : el.getAttribute('data-testid') ?? el.tagName.toLowerCase();
  }) : null;
  return { ...outer, inFrame };
}

/** Where focus may be: the host page (modal closed), the dialog (frame hidden), the dialog or the shown frame. */
type Scope = 'page' | 'dialog' | 'dialog+frame';

/** One key press; focus must stay where `scope` allows (a hidden frame is never allowed). */
async function press(page: Page, key: 'Tab' | 'Shift+Tab', scope: Scope): Promise<Focus> {
  await page.keyboard.press(key);
  const f = await focused(page);
  if (scope === 'dialog+frame') expect(f.inModal || f.onFrame, `${key} left the dialog and the frame: ${JSON.stringify(f)}`).toBe(true);
  else expect(f.onFrame || f.inFrame !== null, `${key} reached the hidden frame: ${JSON.stringify(f)}`).toBe(false);
  if (scope === 'dialog') expect(f.inModal, `${key} left the dialog: ${JSON.stringify(f)}`).toBe(true);
  expect(f.onFrame, `focus inside the frame while the page's focus is elsewhere: ${JSON.stringify(f)}`).toBe(f.inFrame !== null);
  return f;
}

/** Presses `key` until `reached`; returns every stop on the way. */
async function pressUntil(page: Page, key: 'Tab' | 'Shift+Tab', reached: (f: Focus) => boolean, scope: Scope, max = 40): Promise<Focus[]> {
  const stops: Focus[] = [];
  for (let i = 0; i < max; i++) {
    const f = await press(page, key, scope);
    stops.push(f);
    if (reached(f)) return stops;
  }
  throw new Error(`${key} never got there: ${JSON.stringify(stops.map((s) => s.testId ?? s.inFrame ?? s.name))}`);
}

/** Goes round the whole dialog (more presses than it has stops) both ways with the frame hidden: every stop is in the dialog, none in the frame. */
async function frameNeverReached(page: Page) {
  for (let i = 0; i < 25; i++) await press(page, 'Tab', 'dialog');
  for (let i = 0; i < 10; i++) await press(page, 'Shift+Tab', 'dialog');
}

async function axeClean(page: Page, stop: string) {
  expect(await axeViolations(page, stop)).toEqual([]);
  // The guards around a shown frame are the page's too.
  const guards = await page.locator('[data-gangway-focus-guard]').count();
  if (guards) {
    const r = await new AxeBuilder({ page }).include('[data-gangway-focus-guard]').withTags(WCAG_TAGS).analyze();
    expect(r.violations.map((v) => `${stop}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  }
}

test('keyboard only: Tab into the shown frame, approve a send there with Enter; the hidden frame is never a stop', async ({ page, devnet, mailbox }) => {
  test.setTimeout(150_000);
  const chain = createPublicClient({ transport: http(devnet.evm) });
  const email = freshEmail('keyboard');
  const to = evmAccounts[6].address as Address;
  const before = await chain.getBalance({ address: to });
  const iframe = page.locator('iframe[data-gangway-frame]');

  // Log in with the keyboard: Tab to Connect, Enter; Tab to the email field (this creates the frame), type, Enter; the code, Enter.
  await page.goto(DEMO);
  await pressUntil(page, 'Tab', (f) => f.testId === 'gangway-connect', 'page');
  await page.keyboard.press('Enter');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await pressUntil(page, 'Tab', (f) => f.testId === 'email-input', 'dialog');
  const since = Date.now() - 1000;
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'EmailVerifyOtp');
  const code = await mailbox.code(email, { since });
  if ((await focused(page)).testId !== 'otp-input') await pressUntil(page, 'Tab', (f) => f.testId === 'otp-input', 'dialog');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('status')).toHaveText('connected');
  await expect(page.getByTestId('account-balance')).toContainText('10');

  // The frame is in the page, hidden: round the dialog both ways, it is never a stop.
  await expect(iframe).toHaveCount(1);
  await expect(iframe).toBeHidden();
  await expect(page.locator('[data-gangway-focus-guard]')).toHaveCount(0);
  await frameNeverReached(page);
  await axeClean(page, 'account, frame hidden');

  // Send 0.5 ETH with the keyboard.
  await pressUntil(page, 'Tab', (f) => f.testId === 'account-action-send', 'dialog');
  await page.keyboard.press('Enter');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Send');
  await expect(page.getByTestId('send-balance')).toBeVisible();
  await pressUntil(page, 'Tab', (f) => f.testId === 'send-amount', 'dialog');
  await page.keyboard.type('0.5');
  await pressUntil(page, 'Tab', (f) => f.testId === 'send-receiver', 'dialog');
  await page.keyboard.type(to);
  await pressUntil(page, 'Tab', (f) => f.testId === 'send-submit', 'dialog');
  await page.keyboard.press('Enter');

  // ApproveTransaction shows the frame over its box (read, never clicked).
  const approval = await frameApproval(page);
  await expect(approval.locator('dd[data-key="value"]')).toHaveText('0.5 ETH');
  await expect(page.locator('[data-gangway-focus-guard]')).toHaveCount(2);
  await axeClean(page, 'approve-transaction, frame shown');

  // Tab from the dialog into the frame: the stop before it is the dialog's last control.
  const into = await pressUntil(page, 'Tab', (f) => f.onFrame, 'dialog+frame');
  expect(into.length, 'the frame came first: the dialog has controls before it').toBeGreaterThan(1);
  const dialogLast = into.at(-2)!;
  expect(dialogLast.inModal).toBe(true);
  // Inside the frame Tab runs through its controls to Approve.
  const inside = await pressUntil(page, 'Tab', (f) => f.inFrame === 'frame-approve', 'dialog+frame', 6);
  expect(inside.every((f) => f.onFrame)).toBe(true);
  expect(inside.map((f) => f.inFrame)).toContain('frame-reject');
  // Past the frame's last control: the dialog's first control (its header's Back).
  const dialogFirst = await press(page, 'Tab', 'dialog+frame');
  expect(dialogFirst.inModal).toBe(true);
  await expect(page.locator('[data-gangway-back]')).toBeFocused();
  // Shift+Tab from the dialog's first control: back into the frame, then through it backwards.
  const back = await press(page, 'Shift+Tab', 'dialog+frame');
  expect(back.onFrame).toBe(true);
  await pressUntil(page, 'Shift+Tab', (f) => f.inFrame === 'summary', 'dialog+frame', 6);
  // Shift+Tab before the frame's first control: the dialog's last control.
  const before1 = await press(page, 'Shift+Tab', 'dialog+frame');
  expect(before1.inModal).toBe(true);
  expect({ testId: before1.testId, name: before1.name }).toEqual({ testId: dialogLast.testId, name: dialogLast.name });
  // Round the dialog forwards once more: its first control comes after its last via the frame.
  await pressUntil(page, 'Tab', (f) => f.onFrame, 'dialog+frame', 3);
  await pressUntil(page, 'Tab', (f) => f.inFrame === 'frame-approve', 'dialog+frame', 6);

  // Approve with Enter in the frame: the send completes on chain, the frame hides again.
  await page.keyboard.press('Enter');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect.poll(() => chain.getBalance({ address: to })).toBe(before + parseEther('0.5'));
  await expect(iframe).toBeHidden();
  await expect(page.locator('[data-gangway-focus-guard]')).toHaveCount(0);
  // Focus came back to the dialog, not left in the hidden frame.
  const after = await focused(page);
  expect(after.inModal).toBe(true);
  expect(after.inFrame).toBeNull();
  await frameNeverReached(page);
  await axeClean(page, 'account after the send, frame hidden');
});
