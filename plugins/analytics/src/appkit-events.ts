/**
 * Gangway's public events under the names AppKit sends to the same analytics service (appkit
 * packages/controllers/src/utils/TypeUtil.ts, the `Event` union at :495-1100), so a project's pulse
 * dashboards read Gangway's events as AppKit's. The public events keep their names for hosts; only what
 * goes on the wire is renamed. Events AppKit has no name for go under Gangway's own.
 */

/** Gangway event → AppKit event, where they mean the same thing. */
export const APPKIT_EVENT_NAMES: Readonly<Record<string, string>> = {
  // TypeUtil.ts:1044-1055: the visitor started a payment.
  PAY_REQUESTED: 'PAY_INITIATED',
  // TypeUtil.ts:741-745: the visitor chose an on-ramp provider and went to its page.
  ONRAMP_OPENED: 'SELECT_BUY_PROVIDER',
};

/** AppKit's error event (TypeUtil.ts:577-586; sent as in appkit-base-client.ts:1973-1981). */
export const APPKIT_ERROR_EVENT = 'INTERNAL_SDK_ERROR';

export const appkitEventName = (event: string) => APPKIT_EVENT_NAMES[event] ?? event;
