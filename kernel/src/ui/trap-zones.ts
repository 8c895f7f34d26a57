/**
 * The open dialog's extra containers (api.ui.addTrapContainer; the list is api/trap-containers.ts):
 * elements outside the modal's root that a plugin shows as part of the dialog — a secure frame placed
 * over a view, owning that part of it. Focus may be in them; Tab goes from the dialog's last control
 * into the first container and from the last container back to the dialog's first control, Shift+Tab
 * the other way round.
 *
 * The page sees no key pressed inside another origin's frame, so leaving one is noticed where focus
 * lands: each container gets a focus guard just before and just after it (siblings: the container
 * itself is never moved, a moved iframe would reload). A guard reached from inside its container (or
 * from another document) passes focus on, out of it; reached from the dialog, it passes focus in.
 * Guards exist only while their container is registered, so a hidden frame has nothing leading to it.
 */
import type { TrapContainers } from '../api/trap-containers';
import { controls, type HeldZones } from './hold-focus';

interface Zone { el: HTMLElement; start: HTMLElement; end: HTMLElement }

export interface TrapZones extends HeldZones {
  /** Every container with its two guards, in order (the focus-trap library's extra containers). */
  elements(): HTMLElement[];
  /** Whether `node` is in a shown container or is one of its guards. */
  contains(node: EventTarget | null): boolean;
  /** Whether any container is shown. */
  shown(): boolean;
  release(): void;
}

// A wrapper and, inside it, the stop: the focus-trap library counts a container's inner stops, so the
// stop is tabbable to it like any control (it passes focus on at once). Focusable and rendered (the
// browser's Tab order and the library's tabbability check need a box), never seen nor clicked.
const GUARD_STYLE = 'position:fixed;top:0;left:0;width:1px;height:1px;margin:0;padding:0;border:0;overflow:hidden;opacity:0;pointer-events:none';

function guard(): HTMLElement {
  const g = document.createElement('span');
  g.dataset.gangwayFocusGuard = '';
  g.style.cssText = GUARD_STYLE;
  const stop = g.appendChild(document.createElement('span'));
  stop.tabIndex = 0;
  stop.style.cssText = 'display:block;width:1px;height:1px';
  return g;
}

/** Follows `registry` while the dialog `card` is open; `onChange` runs after the containers changed. */
export function trapZones(card: HTMLElement, registry: TrapContainers, onChange: () => void = () => undefined): TrapZones {
  let zones: Zone[] = [];
  const holds = (z: Zone, node: EventTarget | null) => node instanceof Node && (z.el.contains(node) || z.start.contains(node) || z.end.contains(node));

  /** The dialog's first or last control (the card itself when it has none). */
  const edge = (last: boolean) => { const s = controls(card); return (last ? s.at(-1) : s[0]) ?? card; };
  /** A frame is entered as a whole (its own first control is the next Tab, the browser's); other containers at their first or last control. */
  const entry = (z: Zone, last: boolean) => {
    const s = z.el instanceof HTMLIFrameElement ? [] : controls(z.el);
    return (last ? s.at(-1) : s[0]) ?? z.el;
  };

  const sync = () => {
    const wanted = registry.list().filter((el) => el.isConnected);
    const active = document.activeElement;
    let lost = false;
    for (const z of zones) {
      if (wanted.includes(z.el)) continue;
      lost ||= holds(z, active);
      z.start.remove();
      z.end.remove();
    }
    zones = wanted.map((el) => {
      const kept = zones.find((z) => z.el === el);
      if (kept) return kept;
      const z = { el, start: guard(), end: guard() };
      el.before(z.start);
      el.after(z.end);
      return z;
    });
    // Focus was in a container that is hidden now: back to the dialog, not left in an unseen frame.
    if (lost && card.isConnected) card.focus();
    onChange();
  };

  const onFocusIn = (e: FocusEvent) => {
    const target = e.target instanceof Node ? e.target : null;
    const i = zones.findIndex((z) => z.start.contains(target) || z.end.contains(target));
    if (i < 0) return;
    // A guard's focus is for this module alone: the trap sees where it sends focus instead.
    e.stopImmediatePropagation();
    const z = zones[i]!;
    const atEnd = z.end.contains(target);
    // From the container, or from another document (a frame's inside: no related target), it is a way out.
    const from = e.relatedTarget;
    const leaving = !(from instanceof Node) || z.el.contains(from);
    const next = !leaving ? entry(z, atEnd)
      : atEnd ? (zones[i + 1] ? entry(zones[i + 1]!, false) : edge(false))
        : (zones[i - 1] ? entry(zones[i - 1]!, true) : edge(true));
    next.focus();
  };

  document.addEventListener('focusin', onFocusIn, true);
  const unsubscribe = registry.subscribe(sync);
  sync();

  return {
    elements: () => zones.flatMap((z) => [z.start, z.el, z.end]),
    contains: (node) => zones.some((z) => holds(z, node)),
    shown: () => zones.length > 0,
    enter(backward) {
      const z = backward ? zones.at(-1) : zones[0];
      if (!z) return false;
      entry(z, backward).focus();
      return true;
    },
    release() {
      unsubscribe();
      document.removeEventListener('focusin', onFocusIn, true);
      for (const z of zones) { z.start.remove(); z.end.remove(); }
      zones = [];
    },
  };
}
