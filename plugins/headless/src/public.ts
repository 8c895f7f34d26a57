/**
 * The headless plugin's public contract, for hosts that draw their own connect UI: the service key and
 * types, the vanilla entry (`getHeadless`) and the wallet button as a custom element. Importing it
 * pulls none of the plugin's code: that loads on the first call. No React here: the hooks and the
 * React wallet button are the `./react` entry (react.ts).
 *
 *   const headless = await getHeadless(gangway);
 *   headless.subscribe(() => render(headless.getState()));
 *   await headless.connect(headless.getState().wallets[0]);
 */
import type { Gangway } from '@gangway/kernel';
import { headlessKey } from './key';
import type { HeadlessService } from './types';

export type * from './types';

export { headlessKey };

/** The headless service of an instance (activates the plugin, and the connectors it lists, on first call). */
export function getHeadless(gangway: Pick<Gangway, 'service'>): Promise<HeadlessService> {
  return gangway.service(headlessKey);
}

export { defineWalletButtonElement } from './wallet-button-element';
