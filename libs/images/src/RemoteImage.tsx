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
  /**
   * One element whatever happens (for rows of a virtual list, which are handed new data as they
   * scroll): a box that draws the initials, with an <img> inside that is shown or hidden. Without
   * it, an image that switches to initials (or back) is a new DOM node, laid out and painted anew.
   */
  stable?: boolean;
}

/**
 * The object URL of a registry image: undefined while loading, null when it failed.
 *
 * Derived during render from the loader (a Map lookup), not copied into state by an effect: a row
 * of a virtual list that is handed another transaction (another token) shows the right image in the
 * same render, instead of one render with the previous token's image and a second to correct it.
 */
export function useRegistryImage(loader: ImageLoader | undefined, kind: ImageKind | undefined, id: string | null | undefined): string | null | undefined {
  const key = loader && kind && id ? `${kind}:${id}` : '';
  // What a load this component started came to, for the key it was started for.
  const [settled, setSettled] = useState<{ key: string; src: string | null }>({ key: '', src: null });
  useEffect(() => {
    if (!loader || !kind || !id || loader.peek(kind, id)) return;
    let live = true;
    const k = `${kind}:${id}`;
    loader.load(kind, id).then((u) => { if (live) setSettled({ key: k, src: u }); }, () => { if (live) setSettled({ key: k, src: null }); });
    return () => { live = false; };
  }, [loader, kind, id]);
  if (!loader || !kind || !id) return null;
  const now = loader.peek(kind, id);
  if (now) return now;
  if (settled.key === key) return settled.src;
  return loader.failed(kind, id) ? null : undefined;
}

export function RemoteImage({ loader, kind, id, url, name, size = 28, round, label, testId, stable }: RemoteImageProps) {
  const direct = safeImageUrl(url);
  const fromRegistry = useRegistryImage(direct ? undefined : loader, direct ? undefined : kind, direct ? undefined : id);
  const [broken, setBroken] = useState<string | undefined>();
  const src = direct ?? fromRegistry ?? undefined;
  const box: CSSProperties = { width: size, height: size, borderRadius: round ? '50%' : Math.round(size / 4), flex: 'none' };
  if (stable) {
    const show = !!src && broken !== src;
    const loading = !show && fromRegistry === undefined && !direct && !!id;
    const fallback = !show && !loading;
    return (
      <span className="gw-initials" data-initials={fallback ? initials(name) : ''} data-fallback={fallback ? '' : undefined} data-loading={loading ? '' : undefined}
        role={label && fallback ? 'img' : undefined} aria-label={label && fallback ? name : undefined} aria-hidden={label && fallback ? undefined : true} data-testid={testId}
        style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', contain: 'strict', background: fallback ? `hsl(${hueOf(name)} 55% 45%)` : 'transparent', color: '#fff', fontSize: Math.max(9, Math.round(size * 0.38)), fontWeight: 700, lineHeight: 1 }}>
        <img src={show ? src : undefined} hidden={!show} alt={label && show ? name ?? '' : ''} width={size} height={size} decoding="async"
          style={{ width: size, height: size, objectFit: 'cover', display: show ? 'block' : 'none' }} referrerPolicy="no-referrer" onError={() => setBroken(src)} />
      </span>
    );
  }
  if (src && broken !== src) {
    return (
      <img src={src} alt={label ? name ?? '' : ''} width={size} height={size} style={{ ...box, objectFit: 'cover' }} decoding="async"
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
