// The floor: React and one button that opens a plain dialog. What any widget costs is measured over this.
import { useState } from 'react';
import { ConnectButton, mount } from '../shared';

function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ConnectButton onClick={() => setOpen(true)} />
      {open && (
        <div
          role="dialog"
          data-bench-view="connect"
          tabIndex={-1}
          ref={(el) => el?.focus()}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        >
          Connect a wallet
        </div>
      )}
    </>
  );
}

mount(<App />);
