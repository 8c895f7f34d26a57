/**
 * The providers' logos, drawn for Gangway as small inline SVGs (24 × 24). Bundled with the buttons as
 * AppKit bundles its own (packages/ui/src/components/wui-icon/index.ts:206-212, assets/svg/*.ts): no
 * image service lists social logos, so nothing is fetched and they show offline. Monochrome marks (X,
 * Apple, GitHub) use currentColor, so they follow the theme's text colour.
 */
import type { ReactElement } from 'react';

const G = { red: '#EA4335', yellow: '#FBBC05', green: '#34A853', blue: '#4285F4' };

const MARKS: Record<string, ReactElement> = {
  // Four arcs of one ring, open at the upper right, and the bar into the middle.
  google: (
    <g fill="none" strokeWidth="3.5">
      <path stroke={G.red} d="M17.75 7.18A7.5 7.5 0 0 0 5.5 8.25" />
      <path stroke={G.yellow} d="M5.5 8.25a7.5 7.5 0 0 0 0 7.5" />
      <path stroke={G.green} d="M5.5 15.75a7.5 7.5 0 0 0 11.8 1.55" />
      <path stroke={G.blue} d="M17.3 17.3A7.5 7.5 0 0 0 19.5 12H12" />
    </g>
  ),
  x: <path fill="currentColor" d="M4 4h4.6L20 20h-4.6zM17.6 4h1.9l-5.7 6.5-1-1.4zM10.4 13.9l1 1.4L6.4 20H4.5z" />,
  farcaster: (
    <>
      <rect width="24" height="24" rx="6" fill="#855DCD" />
      <path fill="#fff" d="M6.5 6.5h11V18h-2.4v-4.6a3.1 3.1 0 0 0-6.2 0V18H6.5z" />
    </>
  ),
  discord: (
    <>
      <rect width="24" height="24" rx="6" fill="#5865F2" />
      <path fill="#fff" d="M6.6 8.2c1.5-1 3-1.4 3.8-1.5l.4.8a10.6 10.6 0 0 1 2.4 0l.4-.8c.8.1 2.3.5 3.8 1.5 1.2 2.3 1.7 4.6 1.5 7-1.3 1-2.7 1.6-3.8 1.8l-.7-1.2c.5-.2 1-.4 1.4-.7l-.3-.3a8.3 8.3 0 0 1-7 0l-.3.3c.4.3.9.5 1.4.7l-.7 1.2c-1.1-.2-2.5-.8-3.8-1.8-.2-2.4.3-4.7 1.5-7z" />
      <ellipse cx="9.6" cy="12.6" rx="1.3" ry="1.5" fill="#5865F2" />
      <ellipse cx="14.4" cy="12.6" rx="1.3" ry="1.5" fill="#5865F2" />
    </>
  ),
  apple: (
    <path fill="currentColor" d="M12.3 6.9c-.1-1.6 1.2-3.1 2.8-3.4.2 1.7-1.2 3.2-2.8 3.4zM12 8.3c.8-.4 1.9-1 3.3-.9 1.3.1 2.4.7 3 1.6-2.3 1.4-2 4.8.5 5.8-.5 1.5-1.2 2.9-2.2 4-.8.9-1.6 1.3-2.5 1.1-.8-.1-1.3-.5-2.3-.5s-1.5.4-2.3.5c-.9.2-1.7-.2-2.5-1.1-1.9-2.1-2.8-6-1-8.6.9-1.4 2.2-2 3.5-2 1.1 0 1.8.5 2.5.1z" />
  ),
  // A ring with the cat's head and neck cut out of it (even-odd).
  github: (
    <path fill="currentColor" fillRule="evenodd" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM7.9 9.3 7.7 6.6l2.4 1.3a7.2 7.2 0 0 1 3.8 0l2.4-1.3-.2 2.7c.7.7 1.1 1.6 1.1 2.7 0 2.6-1.8 3.8-4.3 4.1.5.4.8 1 .8 1.8v3.4h-3.4v-2.1c-1.5.3-2.6-.2-3.1-1.4-.3-.6-.7-1-1.2-1.2.9-.2 1.5.3 1.9.9.5.6 1.2.8 2.4.4.1-.6.4-1 .7-1.3-2.5-.3-4.3-1.5-4.3-4.1 0-1.1.4-2 1-2.7z" />
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path fill="#fff" d="M13.2 22v-8.2h2.4l.4-2.7h-2.8V9.5c0-.8.3-1.3 1.4-1.3H16V5.8c-.3 0-1.1-.1-2.1-.1-2.1 0-3.5 1.3-3.5 3.6v1.8H8v2.7h2.4V22z" />
    </>
  ),
};

/** The provider's logo, decorative: the button it sits in carries the accessible name. */
export function SocialLogo({ provider, size = 24 }: { provider: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-logo={provider} style={{ flex: 'none' }}>
      {MARKS[provider] ?? <text x="12" y="17" fontSize="14" fontWeight="700" textAnchor="middle" fill="currentColor">{provider.slice(0, 1).toUpperCase()}</text>}
    </svg>
  );
}
