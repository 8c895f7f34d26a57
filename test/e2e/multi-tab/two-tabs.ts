/** Two tabs of the demo in one browser context (one origin, one storage), both disconnected to start. */
import type { BrowserContext } from '@playwright/test';
import { expect } from '../../kit/index';
import { DEMO, readout } from '../evm-walletconnect/helpers';

export async function twoTabs(context: BrowserContext) {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto(DEMO);
  await b.goto(DEMO);
  await expect(readout(a).status).toHaveText('disconnected');
  await expect(readout(b).status).toHaveText('disconnected');
  return { a, b };
}
