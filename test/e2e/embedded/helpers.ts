/** Shared steps of the embedded-wallet specs: open Connect, log in by email with the mailed code, call the provider. */
import type { Page } from '@playwright/test';
import { expect, type MailboxClient } from '../../kit/index';

export const DEMO = 'http://127.0.0.1:5173/';
export const FRAME_ORIGIN = 'http://127.0.0.1:8788';
export const view = (page: Page) => page.locator('[data-gangway-view]');
export const toast = (page: Page) => page.locator('[data-gangway-toast]');

/** A fresh address per test run: the frame derives a new funded key for it. */
export const freshEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Requests the page made to the frame's origin (the frame page and its backend). */
export function frameRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => { if (r.url().startsWith(FRAME_ORIGIN)) seen.push(r.url()); });
  return seen;
}

export async function openConnect(page: Page, query = '') {
  await page.goto(DEMO + query);
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
}

/** Email login from the Connect view: field, mailed code, Account. */
export async function emailLogin(page: Page, mailbox: MailboxClient, email: string) {
  const since = Date.now() - 1000;
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('email-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'EmailVerifyOtp');
  await page.getByTestId('otp-input').fill(await mailbox.code(email, { since }));
  await page.getByTestId('otp-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('status')).toHaveText('connected');
}

type Provider = { request(a: { method: string; params?: unknown }): Promise<unknown> };
type Win = { gangway: { getProvider(ns?: string): Promise<Provider | undefined> } };

/** Starts a request through the host's provider (the embedded wallet's, gated); returns the settled outcome. */
export function providerRequest(page: Page, method: string, params: unknown) {
  return page.evaluate(async ([m, p]) => {
    const provider = await (window as unknown as Win).gangway.getProvider('eip155');
    try {
      return { ok: true as const, result: await provider!.request({ method: m as string, params: p }) };
    } catch (e) {
      return { ok: false as const, message: (e as Error).message, code: (e as { code?: unknown }).code };
    }
  }, [method, params] as const);
}

/** The secure frame, shown over ApproveTransaction while it waits for the visitor (the devnet's approval page). */
export const secureFrame = (page: Page) => page.frameLocator('iframe[data-gangway-frame]');

/**
 * Waits for ApproveTransaction with the frame shown over its box (visible, the box's size and place)
 * and the frame's approval on screen; returns the frame to read or click in.
 */
export async function frameApproval(page: Page) {
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ApproveTransaction');
  const iframe = page.locator('iframe[data-gangway-frame]');
  await expect(iframe).toBeVisible();
  const frame = secureFrame(page);
  await expect(frame.getByTestId('frame-approval-title')).toBeVisible();
  // Over the view's box once the modal has settled (it opens with an animation the frame follows).
  await expect.poll(async () => {
    const [shown, box] = await Promise.all([iframe.boundingBox(), page.getByTestId('approve-frame-box').boundingBox()]);
    return !!shown && !!box && Math.abs(shown.x - box.x) < 2 && Math.abs(shown.y - box.y) < 2 && Math.abs(shown.width - box.width) < 2 && shown.height > 200;
  }).toBe(true);
  return frame;
}

/** The visitor approves the request shown, inside the frame. */
export async function approveInFrame(page: Page) {
  await (await frameApproval(page)).getByTestId('frame-approve').click();
}

/** The visitor rejects the request shown, inside the frame. */
export async function rejectInFrame(page: Page) {
  await (await frameApproval(page)).getByTestId('frame-reject').click();
}
