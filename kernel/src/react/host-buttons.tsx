/**
 * Host components that look like a product: the connect button, the account button (avatar, name or
 * truncated address, balance) and the network button (icon + name, opens the network view). Themed
 * by the `--gw-*` variables (the host's `themeVariables`, or the page's own CSS variables) and the
 * modal's light/dark mode. Not used by `GangwayConnectButton`, so a host that renders none of them
 * ships none of this (the React entry is tree-shaken; the stylesheet is injected on first render).
 */
import { useEffect, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { applyTheme } from '../api/theme-vars';
import { avatarDataUrl } from '../ui/avatar';
import { catalogueText, formatBalance, hostLocale, injectHostStyles, safeAvatar, truncateAddress } from '../ui/host-look';
import { GangwayIcon } from '../ui/icons';
import { roleView } from '../plugins/roles';
import { chainOf } from '../state/select';
import { useGangway } from './context';
import { useGangwayAccount, useGangwayState } from './hooks';

/** The stylesheet (once, with the CSP nonce) and the host's theme variables on the component's root. */
function useHostLook<T extends HTMLElement>() {
  const g = useGangway();
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    injectHostStyles(document, g.kernel.options.cspNonce);
    if (ref.current) applyTheme(ref.current, g.kernel.options.themeVariables);
  }, [g]);
  useFocusHandOff(ref);
  return { ref, theme: useGangwayState((s) => s.modal.themeMode), g };
}

/**
 * The connect button becomes the account button (and back) on connect / disconnect: a different
 * element. Focus on the one leaving passes to the one arriving, so a keyboard user who disconnects
 * (focus returned to the account button as the modal closed) is not dropped on the page's body.
 */
let focusHandOff = false;
function useFocusHandOff(ref: { current: HTMLElement | null }) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && focusHandOff) {
      focusHandOff = false;
      (el.matches('button') ? el : el.querySelector('button'))?.focus();
    }
    // Cleanup runs before React removes the element, while it still holds the focus; the successor
    // mounts in the same commit, so the hand-off expires on the next task (no later button steals focus).
    return () => {
      if (!el?.contains(document.activeElement)) return;
      focusHandOff = true;
      setTimeout(() => { focusHandOff = false; }, 0);
    };
  }, [ref]);
}

/** A label in the active locale, repainted once its chunk arrives (host-look.ts hostLocale). */
function useHostText(key: string, english: string): string {
  const g = useGangway();
  const [, repaint] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let live = true;
    void hostLocale(g.kernel)?.then(() => { if (live) repaint(); });
    return () => { live = false; };
  }, [g]);
  return catalogueText(g.kernel, key, english);
}

/**
 * `visible` (the default) and `intent`: the first-open wave starts on intent, before the click lands;
 * under `visible` the button is also watched for the viewport (kernel.observe).
 */
function useIntent(ref: { current: HTMLElement | null }) {
  const g = useGangway();
  useEffect(() => (ref.current ? g.observe(ref.current) : undefined), [g, ref]);
  return /^(visible|intent)$/.test(g.kernel.options.prefetch) ? () => g.prefetch() : undefined;
}

export interface HostButtonProps {
  /** The connect label (default: the catalogue's `modal.title`, "Connect Wallet"). */
  label?: string;
  /** Show the native balance in the account button (default true). */
  balance?: boolean;
  /** Test-id prefix: `<prefix>` on the button, `<prefix>-avatar` on an identity avatar. */
  testId?: string;
}

/** Connect when disconnected, the account button when connected (like AppKit's <appkit-button>). */
export function GangwayButton({ label, balance = true, testId = 'gangway-connect' }: HostButtonProps) {
  const { isConnected, address } = useGangwayAccount();
  return isConnected && address ? <GangwayAccountButton balance={balance} testId={testId} /> : <GangwayConnectOnly label={label} testId={testId} />;
}

function GangwayConnectOnly({ label, testId }: { label?: string; testId: string }) {
  const { ref, theme, g } = useHostLook<HTMLButtonElement>();
  const intent = useIntent(ref);
  const text = useHostText('modal.title', 'Connect Wallet');
  return (
    <button ref={ref} type="button" className="gw-h gw-h-connect" data-gangway-host="connect" data-theme={theme} data-testid={testId}
      onClick={() => void g.open()} onPointerEnter={intent} onFocus={intent} onTouchStart={intent}>
      {label ?? text}
    </button>
  );
}

/** Avatar (identity, else generated from the address), name or truncated address, balance. Nothing while disconnected. */
export function GangwayAccountButton({ balance = true, testId = 'gangway-account-button' }: Omit<HostButtonProps, 'label'>) {
  const { ref, theme, g } = useHostLook<HTMLSpanElement>();
  const { isConnected, address, profileName, profileImage } = useGangwayAccount();
  const amount = useGangwayState((s) => {
    const a = chainOf(s)?.account;
    return formatBalance(a?.balance, a?.balanceSymbol);
  });
  if (!isConnected || !address) return null;
  const avatar = safeAvatar(profileImage);
  return (
    <span ref={ref} className="gw-h gw-h-account" data-gangway-host="account" data-theme={theme}>
      {balance && amount ? <span className="gw-h-balance" data-testid={`${testId}-balance`}>{amount}</span> : null}
      <button type="button" data-testid={testId} onClick={() => void g.open({ view: roleView(g.kernel.options.plugins, 'connected') })}>
        {avatar
          ? <img src={avatar} alt="" width={24} height={24} data-testid={`${testId}-avatar`} />
          : <img src={avatarDataUrl(address, 24)} alt="" width={24} height={24} data-testid={`${testId}-avatar-generated`} />}
        {profileName || truncateAddress(address)}
      </button>
    </span>
  );
}

/** The active network's icon and name; opens the network view (Networks). */
export function GangwayNetworkButton({ testId = 'gangway-network-button', children }: { testId?: string; children?: ReactNode }) {
  const { ref, theme, g } = useHostLook<HTMLButtonElement>();
  const network = useGangwayState((s) => s.activeCaipNetwork ?? chainOf(s)?.network.caipNetwork);
  const icon = safeAvatar(network?.assets?.imageUrl);
  const text = useHostText('view.Networks', 'Choose Network');
  return (
    <button ref={ref} type="button" className="gw-h" data-gangway-host="network" data-theme={theme} data-testid={testId}
      onClick={() => void g.open({ view: roleView(g.kernel.options.plugins, 'network') })}>
      {icon ? <img src={icon} alt="" width={24} height={24} /> : <GangwayIcon name="network" size={20} />}
      {children ?? network?.name ?? text}
    </button>
  );
}
