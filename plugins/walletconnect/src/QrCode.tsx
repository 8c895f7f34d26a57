/** The pairing URI as a QR code: SVG markup from the `qr` library (no hand-written encoder). */
import encodeQR from 'qr';
import { useMemo } from 'react';

export function QrCode({ value, label }: { value: string; label: string }) {
  // Medium error correction keeps long wc: URIs at a scannable module size.
  const svg = useMemo(() => encodeQR(value, 'svg', { ecc: 'medium', border: 2 }), [value]);
  return (
    <div role="img" aria-label={label} data-testid="wc-qr" className="gw-qr" data-value={value}
      style={{ width: 240, height: 240, margin: '0 auto 12px', borderRadius: 12, padding: 8 }}
      // The markup comes from the QR encoder (paths only, no script or external reference).
      dangerouslySetInnerHTML={{ __html: svg.replace('<svg ', '<svg width="100%" height="100%" ') }} />
  );
}
