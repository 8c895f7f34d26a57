/** The size floor: a bare React app with one button, built exactly like the demo. */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [n, setN] = useState(0);
  return <button type="button" data-testid="connect" onClick={() => setN(n + 1)}>Connect Wallet {n || ''}</button>;
}

createRoot(document.getElementById('root')!).render(<App />);
