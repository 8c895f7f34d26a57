/**
 * The dialog's focus line before the focus-trap library is there (use-focus-trap.ts, a few hundred ms
 * on a slow network's first open), and where focus goes when the dialog closes. Deliberately plain:
 * Tab moves natively between the dialog's controls and wraps at its ends (controls found by a
 * selector, not by the library's full tabbability rules), and focus moved to the page comes back.
 */
import { frameOpener } from '../api/paint-frame';

const CONTROLS = 'button:not(:disabled),a[href],input:not(:disabled):not([type=hidden]),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';

/** The dialog's keyboard stops in document order: rendered ones only. */
const controls = (card: HTMLElement) => [...card.querySelectorAll<HTMLElement>(CONTROLS)].filter((el) => el.getClientRects().length > 0);

/** Holds focus inside `card` (while `holding()` says so) until the returned release is called. */
export function holdFocus(card: HTMLElement, holding: () => boolean = () => true): () => void {
  const onFocusIn = (e: FocusEvent) => {
    if (holding() && e.target instanceof Node && !card.contains(e.target)) card.focus();
  };
  // Past the last control Tab would leave the page's content (nothing follows the dialog): wrap instead.
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !holding()) return;
    const stops = controls(card);
    const now = document.activeElement;
    const to = !stops.length ? card
      : e.shiftKey && (now === stops[0] || now === card) ? stops.at(-1)
        : !e.shiftKey && now === stops.at(-1) ? stops[0] : undefined;
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
 * dialog (or fell to the page as the dialog went): focus the visitor put elsewhere stays there.
 */
export function returnFocus(card: HTMLElement): void {
  const now = document.activeElement;
  if (now && now !== document.body && !card.contains(now)) return;
  const opener = frameOpener();
  const target = opener?.isConnected ? opener
    : document.querySelector('button[data-gangway-host], [data-gangway-host] button');
  (target as HTMLElement | null)?.focus?.();
}
