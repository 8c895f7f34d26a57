/** Public events the host can subscribe to (and analytics reports, after consent). */
import { callHostListener } from './host-listener';
export interface GangwayEvent {
  type: string;
  timestamp: number;
  properties?: Record<string, unknown>;
}
export type EventListener = (event: GangwayEvent) => void;

/** Events kept for a listener that arrives late (a plugin activated after the first events). */
export const RECENT_EVENTS = 20;

export function createEventBus() {
  const listeners = new Set<EventListener>();
  const recent: GangwayEvent[] = [];
  return {
    emit(type: string, properties?: Record<string, unknown>): GangwayEvent {
      const last = { type, timestamp: Date.now(), properties };
      if (recent.push(last) > RECENT_EVENTS) recent.shift();
      for (const l of [...listeners]) callHostListener(l, last);
      return last;
    },
    subscribe(l: EventListener) { listeners.add(l); return () => { listeners.delete(l); }; },
    last: (): GangwayEvent | undefined => recent[recent.length - 1],
    /** The last RECENT_EVENTS events, oldest first. */
    recent: () => [...recent],
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
