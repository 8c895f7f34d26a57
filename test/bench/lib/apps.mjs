// The apps measured, in table order. For each, two sets of CSS selectors (searched through open shadow
// roots when `shadow` is set, since AppKit is web components); the first element that matches and is
// visible counts:
//   dialog  the first dialog the widget shows on the click (its role=dialog element, or its modal root
//           when that has another role), whatever is inside it yet — a loading state counts;
//   view    the modal's first real content: its wallet list (the first wallet entry with its name).
import path from 'node:path';
import { BENCH_DIR, DIST_DIR, GANGWAY_SNAPSHOT } from './paths.mjs';

const peer = (id, label, pkgs, { dialog, view, shadow = false, ...extra }) => ({
  id,
  label,
  kind: 'peer',
  pkgs,
  entry: path.join(BENCH_DIR, 'apps', id, 'index.tsx'),
  outDir: path.join(DIST_DIR, id),
  query: '',
  button: '[data-testid="connect"]',
  dialog,
  view,
  shadow,
  ...extra,
});

export const FLOOR = peer('floor', 'Floor (React + a button)', ['react', 'react-dom'], {
  dialog: ['[data-bench-view]'],
  view: ['[data-bench-view]'],
  kind: 'floor',
});

// AppKit renders <w3m-modal> → <wui-card data-testid="w3m-modal-card" role="alertdialog"> → … →
// <w3m-router-container> → the view element (<w3m-connecting-wc-basic-view> when no wallet is
// injected: a QR code and the wallet list), all in shadow roots. Offline its list is one entry, "Search
// Wallet" (<wui-list-wallet data-testid="all-wallets">): the featured wallets come from its API.
const APPKIT = { dialog: ['[data-testid="w3m-modal-card"]'], view: ['wui-list-wallet'], shadow: true };
// RainbowKit portals `<div data-rk role="dialog">` with the wallet buttons in it at once.
const RAINBOWKIT = { dialog: ['[data-rk] [role="dialog"]'], view: ['[data-testid^="rk-wallet-option-"]'] };
// ConnectKit portals a role=dialog whose wallet buttons are `<button type="button"><…/><span>Name</span>`.
const CONNECTKIT = { dialog: ['[role="dialog"]'], view: ['[role="dialog"] button[type="button"] > span'] };
// thirdweb mounts a Radix dialog (`.tw-modal[role="dialog"]`) once its locale chunk has arrived; its
// wallet list starts as placeholders (an icon, no name) and each entry gets its name (`li button span`)
// when that wallet's info chunk has arrived.
const THIRDWEB = { dialog: ['[role="dialog"]'], view: ['[role="dialog"] li button span'] };

// Gangway: the frame the eager kernel paints on the click (`[data-gangway-frame]`, a card with a
// spinner), then the real modal; its first view is the view element with something other than the
// loading spinner in it (the Connect view: the wallet list).
export const GANGWAY_DIALOG = ['[data-gangway-frame] [role="dialog"]', '[data-gangway-modal] [role="dialog"]'];
export const GANGWAY_VIEW = ['[data-gangway-modal] [data-gangway-view] > :not([role="progressbar"])'];

const gangway = (id, label, query) => ({
  id,
  label,
  kind: 'gangway',
  pkgs: [],
  outDir: GANGWAY_SNAPSHOT, // the bench's copy of dist/demo (see paths.mjs)
  query,
  button: '[data-testid="gangway-connect"]',
  dialog: GANGWAY_DIALOG,
  view: GANGWAY_VIEW,
  shadow: false,
});

export const APPS = [
  FLOOR,
  // The default prefetch, 'visible': the first view's code once the page has loaded, is idle and the button is in view.
  gangway('gangway-basic', 'Gangway (basic mode)', '?mode=basic&panel=0'),
  gangway('gangway-all', 'Gangway (all features on)', '?panel=0'),
  // The other `prefetch` modes, basic mode (a row each, so a host can choose; docs/api.md):
  // 'intent' fetches on pointer over / focus / touch, 'idle' once the page is idle wherever the button is, 'none' on the click.
  gangway('gangway-intent', "Gangway (basic, prefetch: 'intent')", '?mode=basic&panel=0&prefetch=intent'),
  gangway('gangway-idle', "Gangway (basic, prefetch: 'idle')", '?mode=basic&panel=0&prefetch=idle'),
  gangway('gangway-none', "Gangway (basic, prefetch: 'none')", '?mode=basic&panel=0&prefetch=none'),
  peer('appkit-basic', 'Reown AppKit (basic, no adapter)', ['@reown/appkit'], APPKIT),
  peer('appkit', 'Reown AppKit (default, no adapter)', ['@reown/appkit'], APPKIT),
  peer('appkit-wagmi', 'Reown AppKit + wagmi adapter', ['@reown/appkit', '@reown/appkit-adapter-wagmi', 'wagmi', '@tanstack/react-query'], APPKIT),
  peer('rainbowkit', 'RainbowKit + wagmi', ['@rainbow-me/rainbowkit', 'wagmi', '@tanstack/react-query'], RAINBOWKIT),
  peer('connectkit', 'ConnectKit + wagmi', ['connectkit', 'wagmi', '@tanstack/react-query'], CONNECTKIT),
  peer('thirdweb', 'thirdweb v5 (useConnectModal)', ['thirdweb'], THIRDWEB),
];
