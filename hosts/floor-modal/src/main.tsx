/**
 * The heap floor of a React modal (test/bench/heap-cycles.mjs): one button that mounts a dialog
 * through a portal and unmounts it on Escape — the least any React modal does per open, so that the
 * heap bench compares Gangway with the cost of React mounting and unmounting a tree (the code V8
 * optimises as it gets hot), not with a page that only re-renders a button. Its markup carries the
 * attributes the bench waits for, so both hosts run the same harness steps.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';

function Dialog({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div data-gangway-modal="">
      <div role="dialog" aria-modal="true" aria-labelledby="floor-title">
        <div data-gangway-view="">
          <h2 id="floor-title">Connect Wallet</h2>
          <button type="button" onClick={onClose}>Close</button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid="connect" onClick={() => setOpen(true)}>Connect Wallet</button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
