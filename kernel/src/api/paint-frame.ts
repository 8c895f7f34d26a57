/**
 * The dialog on the click itself: before any chunk arrives, the eager kernel paints the modal's frame
 * — backdrop, the 360 px card with the modal's colours and radius, a spinner, role=dialog — and moves
 * focus into it, remembering the opener. The real modal replaces it on its first render (ui/Modal.tsx).
 * Until then it behaves like the modal: Esc and a click on the backdrop dismiss it (focus goes back to
 * the opener), and Tab stays on the card — a visitor quicker than the network meets no dead dialog.
 * Plain DOM and CSSOM (no <style>, no inline style attribute), so it works under a strict CSP.
 */
import { applyTheme, DEFAULT_FONT_FAMILY } from './theme-vars';

const FRAME = 'data-gangway-frame';

let frame: HTMLElement | undefined;
let paintedAt = 0;
let opener: Element | null = null;
let onKey: ((e: KeyboardEvent) => void) | undefined;
/**
 * The spinner's endless animation, cancelled with the frame: an infinite animation stays on the
 * document's timeline after its element is removed, and held the whole removed frame (20 elements)
 * alive — one frame per open (test/bench/heap-cycles.mjs: +16 divs, +1 ElementAnimations per cycle).
 */
let spin: Animation | undefined;

/** A <div> styled through CSSOM (`style.cssText`, which a style-src without 'unsafe-inline' allows). */
function div(css: string): HTMLDivElement {
  const el = document.createElement('div');
  el.style.cssText = css;
  return el;
}

const CENTER = 'display:flex;align-items:center;justify-content:center;';

/** The sizes (× the master font size) and weights the modal's styles set text in (ui/styles.ts; paint-frame.test.ts holds the two lists together). */
const TEXT_SIZES = [1.2, 1.3, 1.4, 1.6];
const TEXT_WEIGHTS = [400, 500, 600, 650];

/**
 * A line of the modal's text at each of its sizes and weights, clipped to nothing and hidden from
 * assistive technology: the browser looks the fonts up while the network works, rather than in the
 * real view's first layout after the last byte (≈ 4 ms of the slow-network bench's click, more on a
 * machine with many fonts installed). Called once the wave's requests are out: in the click's own frame
 * the lookups would hold back the dialog's paint and the requests behind it (≈ 9 ms measured).
 */
export function warmUpFonts(): void {
  if (!frame) return;
  const box = div(`position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;font-family:var(--gw-font-family,${DEFAULT_FONT_FAMILY})`);
  box.setAttribute('aria-hidden', 'true');
  for (const size of TEXT_SIZES) {
    for (const weight of TEXT_WEIGHTS) box.append(Object.assign(div(`display:inline;font-size:calc(var(--gw-font-size-master,10px)*${size});font-weight:${weight}`), { textContent: 'Wallet' }));
  }
  frame.append(box);
}

export interface FrameLook {
  dark: boolean;
  /** The host's theme variables (`--gw-*`), so the frame matches the modal it stands in for. */
  variables: Record<string, string | number>;
  label: string;
  /** Esc or a click on the backdrop while only the frame is up. */
  onDismiss(): void;
}

export function paintFrame({ dark, variables, label, onDismiss }: FrameLook): void {
  if (frame || typeof document === 'undefined') return;
  opener = document.activeElement;
  paintedAt = performance.now();
  const border = `var(--gw-border,${dark ? '#2e3139' : '#e5e7eb'})`;
  const root = div(`position:fixed;inset:0;z-index:var(--gw-z-index,999);${CENTER}background:var(--gw-overlay,rgba(${dark ? '0,0,0,.6' : '10,12,20,.4'}))`);
  root.setAttribute(FRAME, '');
  applyTheme(root, variables);
  // The modal's look (ui/styles.ts): same colours, radius and shadow, so the swap is seamless.
  const card = div(`width:var(--gw-width,360px);max-width:100vw;min-height:320px;${CENTER}background:var(--gw-bg,${dark ? '#141519' : '#fff'});`
    + `border:1px solid ${border};border-radius:calc(var(--gw-border-radius-master,4px)*8);box-shadow:var(--gw-shadow,0 12px 40px rgba(16,24,40,.18));outline:none`);
  for (const [name, value] of [['role', 'dialog'], ['aria-modal', 'true'], ['aria-label', label], ['aria-busy', 'true']]) card.setAttribute(name, value);
  card.tabIndex = -1;
  const spinner = div(`width:28px;height:28px;border-radius:50%;border:3px solid ${border};border-top-color:var(--gw-accent,#3b6cf6)`);
  spinner.setAttribute('role', 'progressbar');
  card.append(spinner);
  root.append(card);
  document.body.append(root);
  frame = root;
  card.focus();
  // preventDefault: the press must not move focus away from the opener it is returned to.
  root.addEventListener('mousedown', (e) => { if (e.target === root) { e.preventDefault(); onDismiss(); } });
  onKey = (e) => {
    if (e.key === 'Escape') { e.stopPropagation(); onDismiss(); }
    else if (e.key === 'Tab') { e.preventDefault(); card.focus(); }
  };
  document.addEventListener('keydown', onKey, true);
  // The Web Animations API needs no stylesheet; motion only for those who have not asked for less.
  if (!matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    spin = spinner.animate?.([{ transform: 'rotate(0)' }, { transform: 'rotate(360deg)' }], { duration: 800, iterations: Infinity });
  }
}

/**
 * Takes the painted frame down: the real modal has rendered (`handTo`: its card takes the focus the
 * frame had), or the open ended (`returnFocus`: focus goes back to the opener). Focus moves before the
 * frame goes: removing the focused element would blur it to the page first (focus events, a style pass).
 */
export function removeFrame(returnFocus = false, handTo?: HTMLElement | null): void {
  if (!frame) return;
  if (frame.contains(document.activeElement)) handTo?.focus();
  if (onKey) document.removeEventListener('keydown', onKey, true);
  // Cancelling rejects the animation's `finished` promise (AbortError): expected, so handled.
  spin?.finished?.catch(() => {});
  spin?.cancel();
  spin = undefined;
  frame.remove();
  frame = undefined;
  if (returnFocus && opener?.isConnected) (opener as HTMLElement).focus?.();
}

/** How long the painted frame has been up (ms), or undefined when there is none: the modal that replaces it continues that open. */
export const frameAge = (): number | undefined => (frame ? performance.now() - paintedAt : undefined);

/** The element that had focus when the modal was asked for: where focus returns on close. */
export const frameOpener = (): Element | null => opener;
