// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Gangway, KernelState } from '@gangway/kernel';
import { $ } from './page';
import { showWidgetStatus } from './widget-status';

// The Widget section as the EVM pages' index.html has it (its defaults before any state change).
const SECTION = `<button data-testid="gangway-connect">Connect Wallet</button>
  <span data-testid="widget-status">disconnected</span> <span data-testid="widget-address">—</span> <span data-testid="widget-network">—</span>`;

function fakeGangway() {
  let listener: ((s: KernelState) => void) | undefined;
  let account: { status: string; address?: string } | undefined;
  let network: { caipNetworkId: string } | undefined;
  const gangway = {
    subscribeState: (l: (s: KernelState) => void) => { listener = l; return () => undefined; },
    getAccount: (ns: string) => (ns === 'eip155' ? account : undefined),
    getNetwork: (ns: string) => (ns === 'eip155' ? network : undefined),
    open: vi.fn(async () => undefined),
  };
  const change = (next: { account?: typeof account; network?: typeof network }) => {
    ({ account, network } = next);
    listener?.({} as KernelState);
  };
  return { gangway: gangway as unknown as Gangway, open: gangway.open, change };
}

beforeEach(() => { document.body.innerHTML = SECTION; });

describe('the Widget section', () => {
  it("shows the widget's eip155 status, address and network as they change", () => {
    const { gangway, change } = fakeGangway();
    showWidgetStatus(gangway);
    change({ account: { status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }, network: { caipNetworkId: 'eip155:31338' } });
    expect([$('widget-status').textContent, $('widget-address').textContent, $('widget-network').textContent])
      .toEqual(['connected', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155:31338']);
    change({});
    expect([$('widget-status').textContent, $('widget-address').textContent, $('widget-network').textContent])
      .toEqual(['disconnected', '—', '—']);
  });

  it('opens the widget from the Connect button', () => {
    const { gangway, open } = fakeGangway();
    showWidgetStatus(gangway);
    $('gangway-connect').click();
    expect(open).toHaveBeenCalledOnce();
  });
});
