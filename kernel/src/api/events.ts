/** Public events the host can subscribe to (and analytics reports, after consent). */
export interface GangwayEvent {
  type: string;
  timestamp: number;
  properties?: Record<string, unknown>;
}
export type EventListener = (event: GangwayEvent) => void;

export function createEventBus() {
  const listeners = new Set<EventListener>();
  let last: GangwayEvent | undefined;
  return {
    emit(type: string, properties?: Record<string, unknown>): GangwayEvent {
      last = { type, timestamp: Date.now(), properties };
      for (const l of [...listeners]) {
        try { l(last); } catch { /* a host listener throwing must not break the widget */ }
      }
      return last;
    },
    subscribe(l: EventListener) { listeners.add(l); return () => { listeners.delete(l); }; },
    last: () => last,
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
