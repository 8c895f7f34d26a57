/**
 * Español: the all-wallets plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'connect.searchWallets': 'Buscar billeteras',
  'connect.noWalletsFound': 'No se encontraron billeteras',
  'connect.installed': 'Instalada',
};
export default es;
