/**
 * The widget's action icons: small inline SVGs (24-unit grid, stroked with currentColor, so they take
 * the text colour of the theme). They live in the kernel's React entry and reach a page only inside
 * the lazy chunks that use them (the modal UI, a plugin's view, a host component): never eager.
 */
export const ICON_PATHS = {
  send: 'M12 19V5M5 12l7-7 7 7',
  receive: 'M12 5v14M19 12l-7 7-7-7',
  swap: 'M7 4v15M3 8l4-4 4 4M17 20V5M21 16l-4 4-4-4',
  buy: 'M3 7h18v12H3zM3 11h18M7 15h4',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  back: 'M15 18l-6-6 6-6',
  close: 'M6 6l12 12M18 6L6 18',
  disconnect: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  network: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  settings: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1',
  check: 'M5 12l5 5 9-10',
  chevron: 'M9 6l6 6-6 6',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** One icon. Decorative by default (the button around it carries the label); `label` makes it an image. */
export function GangwayIcon({ name, size = 18, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round"
      className="gw-icon" data-icon={name} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
