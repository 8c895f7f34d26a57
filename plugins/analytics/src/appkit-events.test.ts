import { describe, expect, it } from 'vitest';
import { APPKIT_EVENT_NAMES, appkitEventName } from './appkit-events';

describe("AppKit's event names on the wire", () => {
  it('renames the events AppKit names differently, keeps the shared and Gangway-only ones', () => {
    expect(appkitEventName('PAY_REQUESTED')).toBe('PAY_INITIATED');
    expect(appkitEventName('ONRAMP_OPENED')).toBe('SELECT_BUY_PROVIDER');
    for (const same of ['CONNECT_SUCCESS', 'CONNECT_ERROR', 'DISCONNECT_SUCCESS', 'MODAL_OPEN', 'MODAL_CLOSE', 'SWITCH_NETWORK', 'SEND_SUCCESS', 'SWAP_SUCCESS', 'PAY_SUCCESS']) expect(appkitEventName(same)).toBe(same);
    expect(appkitEventName('SEND_CONFIRMED')).toBe('SEND_CONFIRMED');
  });

  it('maps onto distinct AppKit names (no two Gangway events merge)', () => {
    const targets = Object.values(APPKIT_EVENT_NAMES);
    expect(new Set(targets).size).toBe(targets.length);
  });
});
