/** Phones and tablets by user agent: they get wallet apps (deep links) instead of a QR code. */
export function isMobile(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
