/** Keeps keyboard focus inside the dialog while it is open (focus-trap library), returns it after. */
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useEffect, type RefObject } from 'react';

export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    let trap: FocusTrap | undefined = createFocusTrap(el, {
      escapeDeactivates: false, // Esc is handled by the modal (close), not by the trap
      allowOutsideClick: true,
      fallbackFocus: el,
      returnFocusOnDeactivate: true,
      // Focus moves into the dialog (the card itself), so keyboard users start inside it.
      initialFocus: el,
    });
    try { trap.activate(); } catch { trap = undefined; }
    return () => { trap?.deactivate(); };
  }, [ref, active]);
}
