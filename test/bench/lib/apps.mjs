// The apps measured, in table order. `view` lists CSS selectors (searched through open shadow roots,
// since AppKit is web components) for the modal's first view; the first one that is visible counts.
import path from 'node:path';
import { BENCH_DIR, DIST_DIR, GANGWAY_SNAPSHOT } from './paths.mjs';

const peer = (id, label, pkgs, view, extra = {}) => ({
  id,
  label,
  kind: 'peer',
  pkgs,
  entry: path.join(BENCH_DIR, 'apps', id, 'index.tsx'),
  outDir: path.join(DIST_DIR, id),
  query: '',
  button: '[data-testid="connect"]',
  view,
  ...extra,
});

export const FLOOR = peer('floor', 'Floor (React + a button)', ['react', 'react-dom'], ['[data-bench-view]'], {
  kind: 'floor',
});

// AppKit renders <w3m-modal> → <w3m-router> → <w3m-router-container> → the view element (e.g.
// <w3m-connect-view>, or <w3m-connecting-wc-basic-view> when no wallet is injected), in shadow roots.
const APPKIT_VIEW = ['w3m-router-container > :not(div)'];
// RainbowKit and ConnectKit portal a role=dialog into the body.
const RK_VIEW = ['[data-rk] [role="dialog"]'];
const CK_VIEW = ['[role="dialog"]'];

export const GANGWAY_VIEW = ['[data-gangway-modal] [data-gangway-view]'];

const gangway = (id, label, query) => ({
  id,
  label,
  kind: 'gangway',
  pkgs: [],
  outDir: GANGWAY_SNAPSHOT, // the bench's copy of dist/demo (see paths.mjs)
  query,
  button: '[data-testid="gangway-connect"]',
  view: GANGWAY_VIEW,
});

export const APPS = [
  FLOOR,
  gangway('gangway-basic', 'Gangway (basic mode)', '?mode=basic&panel=0'),
  gangway('gangway-all', 'Gangway (all features on)', '?panel=0'),
  peer('appkit-basic', 'Reown AppKit (basic, no adapter)', ['@reown/appkit'], APPKIT_VIEW),
  peer('appkit', 'Reown AppKit (default, no adapter)', ['@reown/appkit'], APPKIT_VIEW),
  peer('appkit-wagmi', 'Reown AppKit + wagmi adapter', ['@reown/appkit', '@reown/appkit-adapter-wagmi', 'wagmi', '@tanstack/react-query'], APPKIT_VIEW),
  peer('rainbowkit', 'RainbowKit + wagmi', ['@rainbow-me/rainbowkit', 'wagmi', '@tanstack/react-query'], RK_VIEW),
  peer('connectkit', 'ConnectKit + wagmi', ['connectkit', 'wagmi', '@tanstack/react-query'], CK_VIEW),
];
