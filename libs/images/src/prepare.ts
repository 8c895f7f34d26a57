/**
 * Gets an image ready before a list paints it, so that scrolling never waits on it.
 *
 * Measured on the 10,000-entry Activity history (test/bench/activity-scroll.mjs --trace 1): an SVG
 * icon is a small document of its own; Chromium lays it out and rasterises it (text included, with a
 * synchronous font lookup) the first time a row paints it — one paint of a 32 px token icon took
 * 100 ms, a long task on its own. So the loader rasterises an SVG once, when it arrives, into a PNG
 * twice the largest size the widget draws, and decodes every image ahead (`HTMLImageElement.decode`)
 * before handing out its URL: a row's paint then only copies pixels. A side effect: an SVG never
 * reaches an <img> from the registries (they were inert there already; see safe-url.ts).
 *
 * Anything failing here (no canvas, a tainted canvas, an undecodable file) leaves the blob as it was:
 * preparing is an optimisation, never a reason to show no image.
 */

/** Pixels of the raster an SVG becomes: 2 × the largest icon the widget draws (64 px). */
export const RASTER_SIZE = 128;

const hasDom = () => typeof document !== 'undefined' && typeof Image !== 'undefined' && typeof URL.createObjectURL === 'function';

async function decoded(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.decoding = 'async';
  img.src = url;
  await img.decode();
  return img;
}

/** An SVG blob as a PNG of RASTER_SIZE (aspect kept, centred); other blobs unchanged. */
export async function rasterizeSvg(blob: Blob): Promise<Blob> {
  if (!hasDom() || !/^image\/svg\+xml/i.test(blob.type)) return blob;
  const url = URL.createObjectURL(blob);
  try {
    const img = await decoded(url);
    const w = img.naturalWidth || RASTER_SIZE;
    const h = img.naturalHeight || RASTER_SIZE;
    const scale = RASTER_SIZE / Math.max(w, h);
    const canvas = document.createElement('canvas');
    canvas.width = RASTER_SIZE;
    canvas.height = RASTER_SIZE;
    const ctx = canvas.getContext('2d');
    if (!ctx) return blob;
    ctx.drawImage(img, (RASTER_SIZE - w * scale) / 2, (RASTER_SIZE - h * scale) / 2, w * scale, h * scale);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return png ?? blob;
  } catch {
    return blob;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Decode an object URL's image now (off the scroll path); resolves either way. */
export async function decodeAhead(url: string): Promise<void> {
  if (!hasDom()) return;
  try { await decoded(url); } catch { /* the <img> shows its fallback when it really fails */ }
}
