/**
 * The "Widget" section of the EVM library pages (ethers, ethers 5, universal): the Connect button and
 * the widget's own eip155 status, address and network, as the widget reports them, so a spec can tell
 * what the widget shows apart from what the page's library sees.
 */
import type { Gangway } from '@gangway/kernel';
import { $, show } from './page';

export function showWidgetStatus(gangway: Gangway): void {
  gangway.subscribeState(() => {
    const account = gangway.getAccount('eip155');
    show('widget-status', account?.status ?? 'disconnected');
    show('widget-address', account?.address ?? '—');
    show('widget-network', gangway.getNetwork('eip155')?.caipNetworkId ?? '—');
  });
  $('gangway-connect').addEventListener('click', () => void gangway.open());
}
