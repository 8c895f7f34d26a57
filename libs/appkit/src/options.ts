/**
 * AppKit's `createAppKit` options onto Gangway's. Gangway's option names were taken from AppKit's
 * (reown-com/appkit packages/appkit/src/utils/TypesUtil.ts `AppKitOptions`), so most pass as they are;
 * the `--w3m-*` theme variables become Gangway's short names, and an AppKit option Gangway has no
 * switch for is dropped with one warning per name (per page), naming it.
 */
import type { GangwayOptions } from '@gangway/kernel';

/** Options Gangway takes under the same name and meaning (AppKit's and Gangway-only ones). */
const SAME = new Set([
  'projectId', 'networks', 'defaultNetwork', 'adapters', 'features', 'themeMode', 'themeVariables',
  'includeWalletIds', 'excludeWalletIds', 'featuredWalletIds', 'termsConditionsUrl', 'privacyPolicyUrl',
  'metadata', 'basic', 'debug', 'enableWalletConnect', 'enableWalletGuide', 'enableWallets', 'enableEIP6963',
  'enableNetworkSwitch', 'enableAuthLogger', 'allowUnsupportedChain', 'defaultAccountTypes', 'siwx', 'siweConfig',
  // Gangway-only
  'endpoints', 'cspNonce', 'analyticsConsent', 'prefetch', 'enableEmbedded', 'disableAppend', 'locale', 'messages', 'plugins',
]);

/** AppKit names for a Gangway option of another name. */
const RENAMED: Record<string, string> = { showWallets: 'enableWallets' };

const warned = new Set<string>();

/** Warn once per option name for the page's life. */
export function warnOnce(name: string, why: string, warn: (msg: string) => void = console.warn) {
  if (warned.has(name)) return;
  warned.add(name);
  warn(`[@gangway/appkit] ${name}: ${why}`);
}

/** For tests: forget which names were warned about. */
export function resetWarnings() { warned.clear(); }

/** `--w3m-accent` → `accent` (Gangway's `--gw-accent`); other names as written. */
export function mapThemeVariables(vars: Record<string, string | number> | undefined): Record<string, string | number> | undefined {
  if (!vars) return vars;
  return Object.fromEntries(Object.entries(vars).map(([k, v]) => [k.startsWith('--w3m-') ? k.slice(6) : k, v]));
}

export type AppKitOptionsInput = Partial<GangwayOptions> & Record<string, unknown>;

export function toGangwayOptions(input: AppKitOptionsInput, warn?: (msg: string) => void): GangwayOptions {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key === 'themeVariables') out.themeVariables = mapThemeVariables(value as Record<string, string | number>);
    else if (SAME.has(key)) out[key] = value;
    else if (key in RENAMED) out[RENAMED[key]!] = value;
    // Gangway's injected plugin (switch `enableEIP6963`) serves EIP-6963 and window.ethereum alike: off with either.
    else if (key === 'enableInjected') continue;
    else warnOnce(key, 'not supported by Gangway; ignored', warn);
  }
  if (input.enableInjected === false) out.enableEIP6963 = false;
  return out as GangwayOptions;
}
