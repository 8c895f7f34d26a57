/**
 * Spec §6 names restricted time zones (mainland China, Hong Kong, Macau) but not their effect. Our
 * decision (docs/api.md): a visitor whose browser reports one of them gets no on-ramp and no swaps —
 * the two features that buy or trade crypto through third parties — as if the host had switched them
 * off: no button, no view, no chunk. Everything else works. Matching is case-insensitive and includes
 * the IANA aliases browsers may still report.
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  // Mainland China (IANA zone and its legacy aliases)
  'asia/shanghai', 'asia/chongqing', 'asia/chungking', 'asia/harbin', 'asia/urumqi', 'asia/kashgar', 'prc',
  // Hong Kong
  'asia/hong_kong', 'hongkong',
  // Macau
  'asia/macau', 'asia/macao',
];

/** The features a restricted time zone switches off. */
export const TIME_ZONE_RESTRICTED_FEATURES = ['onramp', 'swaps'] as const;

export const isRestrictedTimeZone = (timeZone: string | undefined) => !!timeZone && RESTRICTED_TIME_ZONES.includes(timeZone.toLowerCase());

/** The visitor's time zone as the browser (or Node) reports it; undefined where Intl cannot tell. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
