/**
 * The dialog's focus line before the focus-trap library is there (use-focus-trap.ts, a few hundred ms
 * on a slow network's first open), and where focus goes when the dialog closes. Deliberately plain:
 * Tab moves natively between the dialog's controls and wraps at its ends (controls found by a
 * selector, not by the library's full tabbability rules), and focus moved to the page comes back.
 * A shown extra container (trap-zones.ts: a plugin's frame over a view) is part of the dialog: focus
 * may be there, and Tab past the dialog's last control goes into it rather than wrapping.
 */
import { frameOpener } from '../api/paint-frame';

const CONTROLS = 'button:not(:disabled),a[href],input:not(:disabled):not([type=hidden]),select:not(:disabled),textarea:not(:disabled),details>summary:first-of-type,[contenteditable]:not([contenteditable=false]),[tabindex]:not([tabindex="-1"])';

/** The keyboard stops inside `card` in document order: rendered ones only. */
export const controls = (card: HTMLElement) => [...card.querySelectorAll<HTMLElement>(CONTROLS)].filter((el) => el.getClientRects().length > 0);

/** The dialog's shown extra containers, as the guard needs them (trap-zones.ts builds them). */
export interface HeldZones {
  contains(node: EventTarget | null): boolean;
  /** Focus into the first (forward) or last (backward) container; false when none is shown. */
  enter(backward: boolean): boolean;
}

/** Holds focus inside `card` and `zones` (while `holding()` says so) until the returned release is called. */
export function holdFocus(card: HTMLElement, holding: () => boolean = () => true, zones?: HeldZones): () => void {
  const onFocusIn = (e: FocusEvent) => {
    if (holding() && e.target instanceof Node && !card.contains(e.target) && !zones?.contains(e.target)) card.focus();
  };
  // Past the last control Tab would leave the page's content (nothing follows the dialog): on into
  // the shown containers if any, else wrap. Inside a container its guards lead back (trap-zones.ts).
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !holding()) return;
    const stops = controls(card);
    const now = document.activeElement;
    const back = e.shiftKey && (now === stops[0] || now === card);
    const past = back || (!e.shiftKey && now === (stops.at(-1) ?? card));
    if (past && zones?.enter(e.shiftKey)) { e.preventDefault(); return; }
    const to = !stops.length ? card : back ? stops.at(-1) : past ? stops[0] : undefined;
    if (!to) return;
    e.preventDefault();
    to.focus();
  };
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('keydown', onKey, true);
  return () => {
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('keydown', onKey, true);
  };
}

/**
 * On close: focus goes back to what had it before the click — or, when that is no longer in the page
 * (a host button re-rendered meanwhile), to the host's button now shown. Only when focus was in the
 * dialog (or in one of its shown containers, `inZone`, or fell to the page as the dialog went): focus
 * the visitor put elsewhere stays there.
 */
export function returnFocus(card: HTMLElement, inZone = false): void {
  const now = document.activeElement;
  if (!inZone && now && now !== document.body && !card.contains(now)) return;
  const opener = frameOpener();
  const target = opener?.isConnected ? opener
    : document.querySelector('button[data-gangway-host], [data-gangway-host] button');
  (target as HTMLElement | null)?.focus?.();
}
