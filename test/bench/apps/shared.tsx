// The page every bench app renders: a heading and the one button the harness clicks. Kept identical
// across apps so the only difference between them is the widget.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export const PROJECT_ID = '0123456789abcdef0123456789abcdef'; // dummy: remote services are blocked anyway
export const METADATA = {
  name: 'Gangway bench',
  description: 'Side-by-side benchmark page',
  url: 'http://127.0.0.1',
  icons: [],
};

export function ConnectButton({ onClick }: { onClick?: () => void }) {
  return (
    <button type="button" data-testid="connect" onClick={onClick}>
      Connect Wallet
    </button>
  );
}

export function mount(node: ReactNode) {
  createRoot(document.getElementById('root')!).render(
    <main>
      <h1>Bench</h1>
      {node}
    </main>,
  );
}
