/** What every blockchain-data call reports as `st` and `sv` (spec §7). */
export const SDK_TYPE = 'gangway';
export const SDK_VERSION = 'react-gangway-0.1.0';
