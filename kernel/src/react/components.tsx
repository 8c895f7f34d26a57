/** Ready-made React pieces: a connect button and an inline (embedded) modal. */
import { useEffect, useRef } from 'react';
import { useGangway } from './context';
import { useGangwayAccount } from './hooks';

/** Avatars come from outside: only http(s) and data:image URLs are shown (an <img> runs no script). */
const imageUrl = (u: string | undefined) => (u && /^(https?:\/\/|data:image\/)/i.test(u) ? u : undefined);

export function GangwayConnectButton({ label = 'Connect Wallet' }: { label?: string }) {
  const g = useGangway();
  const { isConnected, address, profileName, profileImage } = useGangwayAccount();
  const avatar = isConnected ? imageUrl(profileImage) : undefined;
  const ref = useRef<HTMLButtonElement>(null);
  // `visible` (the default): watched for the viewport; `visible`/`intent`: the first-open wave starts
  // on intent, before the click lands.
  useEffect(() => (ref.current ? g.observe(ref.current) : undefined), [g]);
  const intent = /^(visible|intent)$/.test(g.kernel.options.prefetch) ? () => g.prefetch() : undefined;
  return (
    <button ref={ref} type="button" data-testid="gangway-connect" onClick={() => void g.open()} onPointerEnter={intent} onFocus={intent} onTouchStart={intent}>
      {avatar ? <img src={avatar} alt="" width={20} height={20} data-testid="gangway-connect-avatar" style={{ borderRadius: '50%', verticalAlign: 'middle', marginInlineEnd: 6 }} /> : null}
      {isConnected && address ? profileName || `${address.slice(0, 6)}…${address.slice(-4)}` : label}
    </button>
  );
}

/** Renders the modal inline in the host's layout (embedded mode, or append disabled). */
export function GangwayModal({ className }: { className?: string }) {
  const g = useGangway();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => { if (ref.current) void g.mount(ref.current); }, [g]);
  return <div ref={ref} className={className} />;
}
