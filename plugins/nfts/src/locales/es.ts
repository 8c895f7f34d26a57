/**
 * Español: the nfts plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'slot.account.tabs.nfts': 'NFT',
  'view.Nfts': 'NFT',
  'nfts.empty': 'Todavía no hay NFT',
  'nfts.loading': 'Cargando NFT',
  'nfts.failed': 'No se pudieron cargar los NFT',
  'nfts.eip155Only': 'Los NFT solo se muestran en redes EVM',
};
export default es;
