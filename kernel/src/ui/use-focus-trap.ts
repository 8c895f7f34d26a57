/** Keeps keyboard focus inside the dialog while it is open (focus-trap library), returns it after. */
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useLayoutEffect, type RefObject } from 'react';
import { frameOpener } from '../api/paint-frame';

export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  // A layout effect: the trap holds from the moment the dialog is in the page, not a frame later
  // (a Tab or Esc pressed in between would otherwise find no dialog behaviour).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    let trap: FocusTrap | undefined = createFocusTrap(el, {
      escapeDeactivates: false, // Esc is handled by the modal (close), not by the trap
      allowOutsideClick: true,
      fallbackFocus: el,
      returnFocusOnDeactivate: true,
      // Focus went to the painted frame first; it returns to what had it before the click.
      // An opener no longer in the page (a host button re-rendered meanwhile): the host's button now shown.
      setReturnFocus: (previous) => {
        const o = frameOpener();
        if (o?.isConnected) return o as HTMLElement;
        return document.querySelector<HTMLElement>('button[data-gangway-host], [data-gangway-host] button') ?? previous;
      },
      // Focus moves into the dialog (the card itself), so keyboard users start inside it.
      initialFocus: el,
      // At once, not on the next task: a Tab pressed in between must not leave the dialog.
      delayInitialFocus: false,
    });
    try { trap.activate(); } catch { trap = undefined; }
    return () => { trap?.deactivate(); };
  }, [ref, active]);
}
