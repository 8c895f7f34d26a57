/**
 * ApproveTransaction (spec §2, §4), as AppKit's w3m-approve-transaction-view does it: the secure frame
 * itself is shown over this view and the visitor approves or rejects inside it (the frame owns that UI).
 * The view keeps a box of the frame's size and places the frame on it while it is mounted, following
 * every move (AppKit sizes it 600 px high and follows the view's rect: index.ts:16-18, 60-145).
 */
import { useEffect, useRef } from 'react';
import type { ViewProps } from '@gangway/kernel';
import type { FrameRect } from './frame-messenger';
import { embeddedWalletSliceKey } from './slice';

/** AppKit's frame page height (PAGE_HEIGHT); capped by the viewport so the whole frame stays visible. */
const FRAME_HEIGHT = 'min(600px, 80vh)';

export interface FramePlacer { place(rect: FrameRect | null): void }

export function ApproveTransactionView({ api, frame }: ViewProps & { frame: FramePlacer }) {
  const approvals = api.slice.useSlice(embeddedWalletSliceKey, (s) => s.approvals);
  const box = useRef<HTMLDivElement>(null);
  const first = approvals[0];

  useEffect(() => {
    const el = box.current;
    if (!first || !el) return undefined;
    // The box moves without resizing (the modal's opening animation, scrolls, a layout shift): its
    // place is checked every frame while the view is up and the frame moved only when it changed.
    let last = '';
    let raf = 0;
    const follow = () => {
      const r = el.getBoundingClientRect();
      // Never below the viewport's bottom: the frame is fixed, the visitor could not scroll to its buttons.
      const rect = { left: r.left, top: r.top, width: r.width, height: Math.max(0, Math.min(r.height, window.innerHeight - r.top)) };
      const key = `${rect.left},${rect.top},${rect.width},${rect.height}`;
      if (key !== last) { last = key; frame.place(rect); }
      raf = requestAnimationFrame(follow);
    };
    follow();
    return () => {
      cancelAnimationFrame(raf);
      frame.place(null);
    };
  }, [first, frame]);

  if (!first) return <p className="gw-muted" data-testid="approve-transaction-empty">{api.i18n.t('embedded.noRequest')}</p>;
  return (
    <div data-testid="approve-transaction" data-method={first.method}>
      <p className="gw-muted">{api.i18n.t('embedded.approveTitle')}</p>
      <div ref={box} data-testid="approve-frame-box" style={{ height: FRAME_HEIGHT, width: '100%' }} />
      {approvals.length > 1 ? <p className="gw-muted">{api.i18n.t('embedded.pendingCount', { n: approvals.length - 1 })}</p> : null}
    </div>
  );
}
