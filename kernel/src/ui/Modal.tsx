/**
 * The modal shell: a labelled dialog with a focus trap, Esc and overlay close, scroll lock,
 * header (back / title / close), alert banner, the current view and the toast line.
 */
import { useId, useLayoutEffect, useRef } from 'react';
import { frameAge, removeFrame } from '../api/paint-frame';
import { applyTheme } from '../api/theme-vars';
import { GangwayIcon } from './icons';
import { localeDir } from '../i18n/locale-dir';
import { useKernel } from './kernel-context';
import { AlertBanner, ToastLine } from './Notices';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import { ViewOutlet } from './ViewOutlet';
import { viewTitle } from './view-title';

export function Modal({ embedded = false }: { embedded?: boolean }) {
  const kernel = useKernel();
  const { useKernelState } = kernel.react!;
  const modal = useKernelState((s) => s.modal);
  const route = useKernelState((s) => s.router.history.at(-1)!);
  const depth = useKernelState((s) => s.router.history.length);
  // A view's title is its plugin's manifest data (view-title.ts), known while the plugin loads; the
  // header is rendered again once the plugin is set up (its messages, e.g. a translation, then apply).
  const ownerManifest = kernel.plugins.ownerOfView(route.view);
  const owner = ownerManifest?.id;
  const ownerLoading = useKernelState((s) => {
    const status = owner ? s.plugins[owner]?.status : 'active';
    return status === undefined || status === 'loading';
  });
  const cardRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const visible = modal.open || embedded;
  // The view-change animation is for changes between views: the open's first view appears at once in
  // the card the painted frame (or the open animation) brought; the views after it slide in.
  const viewKey = `${depth}:${route.view}`;
  const firstView = useRef<string | undefined>(undefined);
  if (!visible) firstView.current = undefined;
  else if (firstView.current === undefined) firstView.current = viewKey;
  else if (firstView.current !== viewKey) firstView.current = '';
  const entering = visible && firstView.current === viewKey;

  // The frame painted on the click (api/paint-frame.ts) steps aside as this card appears, handing it
  // the focus at once. The open animation (120 ms) counts from the click: the overlay and card start as
  // far into it as the frame has been up, rather than from nothing (the backdrop would blink out and
  // back) — after a cold load, at its end.
  useLayoutEffect(() => {
    if (!visible) return;
    const age = frameAge();
    rootRef.current?.style.setProperty('--gw-open-elapsed', `${-Math.round(age ?? 0)}ms`);
    removeFrame(false, cardRef.current);
  }, [visible]);
  useFocusTrap(cardRef, modal.open && !embedded, !modal.loading);
  useScrollLock(modal.open && !embedded);
  // Esc closes from anywhere on the page while the modal is open (focus may still be on the opener).
  // A layout effect: the listener is there as soon as the dialog is (the painted frame's went with it).
  useLayoutEffect(() => {
    if (!modal.open || embedded) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') { e.stopPropagation(); kernel.modal.close(); } };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [kernel, modal.open, embedded]);
  // On the root: the overlay's z-index and colours follow the host's variables too. A layout effect,
  // so the first painted frame already has them.
  useLayoutEffect(() => { if (rootRef.current) applyTheme(rootRef.current, kernel.options.themeVariables); }, [kernel, visible]);

  if (!visible) return null;
  // A title's English text is its key's default (as a slot entry's label): it then goes through the
  // catalogue like any text, so a locale or the pseudo-locale still applies before the plugin loads.
  const title = viewTitle(route.view, ownerManifest, (key, english) => {
    if (english && kernel.t(key) === key) kernel.addMessages({ [key]: english });
    return kernel.t(key);
  }, ownerLoading);
  const card = (
    <div
      ref={cardRef}
      className="gw-card"
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      data-shake={modal.shake}
      tabIndex={-1}
    >
      <div className="gw-header">
        {depth > 1 ? (
          <button type="button" className="gw-icon-btn" aria-label={kernel.t('modal.back')} data-gangway-back onClick={() => kernel.router.back()}><GangwayIcon name="back" /></button>
        ) : <span className="gw-spacer" />}
        <h2 id={titleId}>{title.text && !title.hidden ? title.text : <span className="gw-sr">{title.text || kernel.t('modal.title')}</span>}</h2>
        {embedded ? <span className="gw-spacer" /> : (
          <button type="button" className="gw-icon-btn" aria-label={kernel.t('modal.close')} data-gangway-close
            disabled={modal.closeBlocked} onClick={() => kernel.modal.close()}><GangwayIcon name="close" /></button>
        )}
      </div>
      <AlertBanner />
      <div className="gw-body" data-gangway-view={route.view} data-gangway-first={entering || undefined}>
        <ViewOutlet key={viewKey} view={route.view} data={route.data} />
      </div>
      <ToastLine />
    </div>
  );
  return (
    // lang and dir: screen readers pick the voice, the browser mirrors the layout for right-to-left locales.
    <div ref={rootRef} data-gangway-modal data-theme={modal.themeMode} lang={kernel.locale} dir={localeDir(kernel.locale)}>
      {embedded ? card : (
        <div className="gw-overlay" data-gangway-overlay
          onMouseDown={(e) => { if (e.target === e.currentTarget) kernel.modal.close(); }}>
          {card}
        </div>
      )}
    </div>
  );
}
