/** The QR code of a text as an SVG string, from the `qr` library (no hand-written QR encoding). */
import encodeQR, { type QrOpts } from 'qr';

/** 'medium' error correction and a 2-module quiet zone: compact and still easy to scan. */
export const QR_OPTIONS: QrOpts = { ecc: 'medium', border: 2 };

export const qrSvg = (text: string): string => encodeQR(text, 'svg', QR_OPTIONS);
