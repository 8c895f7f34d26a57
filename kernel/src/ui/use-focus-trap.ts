/**
 * Keeps keyboard focus inside the dialog while it is open, and gives it back to the opener after.
 *
 * The focus-trap library (with tabbable, ~6 KB gzip) loads once the first view is shown, outside the
 * click's wave: on a slow network the cold click is bound by that wave's bytes (issue 11). Until it is
 * there, a guard holds the same line more simply (hold-focus.ts). Focus return belongs to the modal,
 * not to the library, so an Esc pressed before the library arrives returns focus as one pressed after.
 * Both hold the dialog's extra containers too (a plugin's frame shown over a view: trap-zones.ts).
 */
import type { FocusTrap } from 'focus-trap';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { trapContainers } from '../api/trap-containers';
import { afterViewShown } from '../api/view-shown';
import { holdFocus, returnFocus } from './hold-focus';
import { useKernel } from './kernel-context';
import { trapZones, type TrapZones } from './trap-zones';

/** The library's chunk, once per page: the first open fetches it, later opens find it loaded. */
let library: Promise<typeof import('focus-trap')> | undefined;
const loadLibrary = () => (library ??= import(/* webpackChunkName: "gangway-focus-trap" */ 'focus-trap')
  .catch((error: unknown) => { library = undefined; throw error; }));

/**
 * `active`: the dialog is open as a modal. `viewReady`: its first view is in (the open's plugins
 * loaded) — the library is asked for only once that view is shown (painted, its entrance run).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, viewReady: boolean) {
  const kernel = useKernel();
  const trapOn = useRef(false);
  const zonesRef = useRef<TrapZones | undefined>(undefined);
  /** Tells the library's trap about shown or hidden containers (set while it is active). */
  const zonesChanged = useRef<() => void>(() => undefined);
  // Declared first so that on close it lets go first: the trap would pull back the focus returned below.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !viewReady || !el) return;
    let trap: FocusTrap | undefined;
    let done = false;
    const containers = () => [el, ...(zonesRef.current?.elements() ?? [])];
    void afterViewShown().then(loadLibrary).then(({ createFocusTrap }) => {
      if (done) return;
      trap = createFocusTrap(containers(), {
        escapeDeactivates: false, // Esc is handled by the modal (close), not by the trap
        allowOutsideClick: true,
        fallbackFocus: el,
        returnFocusOnDeactivate: false, // the modal returns it (returnFocus)
        // Focus stays where the visitor already moved it inside the dialog; otherwise the card.
        initialFocus: () => (el.contains(document.activeElement) || zonesRef.current?.contains(document.activeElement) ? false : el),
        delayInitialFocus: false,
        // Tab on the card itself goes to its first control (the browser's move): the library would
        // treat the card as its last stop and go on into the next container.
        isKeyForward: (e: KeyboardEvent | undefined) => e?.key === 'Tab' && !e.shiftKey && !(e.target === el && zonesRef.current?.shown() === true),
      });
      try { trap.activate(); trapOn.current = true; } catch { trap = undefined; }
      zonesChanged.current = () => trap?.updateContainerElements(containers());
    }).catch(() => { /* the guard keeps holding focus; the next open asks again */ });
    return () => { done = true; zonesChanged.current = () => undefined; trap?.deactivate(); trapOn.current = false; };
  }, [ref, active, viewReady]);

  // A layout effect: the guard holds from the moment the dialog is in the page, not a frame later
  // (a Tab or Esc pressed in between would otherwise find no dialog behaviour).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const zones = trapZones(el, trapContainers(kernel), () => zonesChanged.current());
    zonesRef.current = zones;
    // Focus moves into the dialog (the card itself), so keyboard users start inside it.
    if (!el.contains(document.activeElement) && !zones.contains(document.activeElement)) el.focus();
    const release = holdFocus(el, () => !trapOn.current, zones);
    return () => {
      const inZone = zones.contains(document.activeElement);
      zones.release();
      zonesRef.current = undefined;
      release();
      returnFocus(el, inZone);
    };
  }, [ref, active, kernel]);
}
