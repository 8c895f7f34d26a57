/**
 * The host's `themeVariables` as CSS custom properties. A key is a variable's full name
 * (`--gw-accent`) or its short name (`accent`); a number for a length (`font-size-master`,
 * `border-radius-master`, `width`) means pixels, for `color-mix-strength` a percentage; anything
 * else is passed as written (`z-index: 2000`). Eager code (the painted frame uses it), so it is tiny;
 * the table of variables is in docs/theming.md.
 */
const PX = /(size|radius|width)(-master)?$/;

/** The modal's font stack when the host sets no `--gw-font-family` (ui/styles.ts; the frame warms it up). */
export const DEFAULT_FONT_FAMILY = 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';

export function themeProperties(vars: Record<string, string | number> | undefined): [string, string][] {
  return Object.entries(vars ?? {}).map(([key, value]) => {
    const name = key.startsWith('--') ? key : `--gw-${key}`;
    const unit = typeof value !== 'number' ? '' : PX.test(name) ? 'px' : name.endsWith('strength') ? '%' : '';
    return [name, `${value}${unit}`];
  });
}

/** Set them on an element (the modal's root, the frame, a host component). */
export function applyTheme(el: HTMLElement, vars: Record<string, string | number> | undefined) {
  for (const [name, value] of themeProperties(vars)) el.style.setProperty(name, value);
}
