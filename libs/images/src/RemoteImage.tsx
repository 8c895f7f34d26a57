/**
 * An image from the registries (by kind and id, through the shared loader) or from an untrusted URL,
 * with a graceful fallback: the name's initials on a colour, when there is no image, the URL is not
 * an image URL (javascript:, HTML, …) or loading fails.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import type { ImageKind } from './endpoints';
import { hueOf, initials } from './initials';
import type { ImageLoader } from './loader';
import { safeImageUrl } from './safe-url';

export interface RemoteImageProps {
  /** The shared loader (from `acquireImageLoader`); needed when `id` is given. */
  loader?: ImageLoader;
  kind?: ImageKind;
  id?: string | null;
  /** A direct URL (wallet-announced icon, API icon URL, NFT preview); only http(s) and data:image are used. */
  url?: string | null;
  /** What the image shows: used for the initials (and as alt text when `label` is set). */
  name?: string;
  size?: number;
  /** Circle (avatars, networks) instead of a rounded square. */
  round?: boolean;
  /** Non-decorative images carry their name as alt text; decorative ones (next to the name) do not. */
  label?: boolean;
  testId?: string;
}

/** The object URL of a registry image: undefined while loading, null when it failed. */
export function useRegistryImage(loader: ImageLoader | undefined, kind: ImageKind | undefined, id: string | null | undefined): string | null | undefined {
  const initial = loader && kind && id ? loader.peek(kind, id) ?? (loader.failed(kind, id) ? null : undefined) : null;
  const [src, setSrc] = useState<string | null | undefined>(initial);
  useEffect(() => {
    if (!loader || !kind || !id) { setSrc(null); return; }
    const now = loader.peek(kind, id);
    if (now) { setSrc(now); return; }
    let live = true;
    setSrc(undefined);
    loader.load(kind, id).then((u) => { if (live) setSrc(u); }, () => { if (live) setSrc(null); });
    return () => { live = false; };
  }, [loader, kind, id]);
  return src;
}

export function RemoteImage({ loader, kind, id, url, name, size = 28, round, label, testId }: RemoteImageProps) {
  const direct = safeImageUrl(url);
  const fromRegistry = useRegistryImage(direct ? undefined : loader, direct ? undefined : kind, direct ? undefined : id);
  const [broken, setBroken] = useState<string | undefined>();
  const src = direct ?? fromRegistry ?? undefined;
  const box: CSSProperties = { width: size, height: size, borderRadius: round ? '50%' : Math.round(size / 4), flex: 'none' };
  if (src && broken !== src) {
    return (
      <img src={src} alt={label ? name ?? '' : ''} width={size} height={size} style={{ ...box, objectFit: 'cover' }}
        data-testid={testId} referrerPolicy="no-referrer" onError={() => setBroken(src)} />
    );
  }
  // Still loading: keep the space, no flash of initials.
  if (fromRegistry === undefined && !direct && id) return <span aria-hidden data-testid={testId} data-loading="" style={{ ...box, display: 'inline-block' }} />;
  return (
    // The initials are drawn by CSS (the kernel's `.gw-initials::before`), so they never become part
    // of the surrounding text (a wallet row's name, a button's label).
    <span className="gw-initials" data-initials={initials(name)} role={label ? 'img' : undefined} aria-label={label ? name : undefined} aria-hidden={label ? undefined : true} data-testid={testId} data-fallback=""
      style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: `hsl(${hueOf(name)} 55% 45%)`, color: '#fff', fontSize: Math.max(9, Math.round(size * 0.38)), fontWeight: 700, lineHeight: 1 }} />
  );
}
