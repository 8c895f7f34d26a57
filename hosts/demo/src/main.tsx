import { GangwayProvider } from '@gangway/kernel/react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createDemoGangway } from './create-demo-gangway';
import { readSettings } from './settings';

const nonce = document.querySelector('meta[name="gangway-csp-nonce"]')?.getAttribute('content');
const settings = readSettings(location.search, nonce);
const gangway = createDemoGangway(settings);
// Exposed for end-to-end tests and for poking at from the console.
(window as unknown as { gangway: typeof gangway }).gangway = gangway;

createRoot(document.getElementById('root')!).render(
  <GangwayProvider gangway={gangway}>
    <App settings={settings} />
  </GangwayProvider>,
);
