/**
 * Español: the receive plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'view.Receive': 'Recibir',
  'slot.account.walletFeatures.receive': 'Recibir',
  'receive.title': 'Recibir',
  'receive.copy': 'Copiar dirección',
  'receive.copied': 'Dirección copiada',
  'receive.copyFailed': 'No se pudo copiar la dirección',
  'receive.network': 'Tu dirección en {name}',
  'receive.hint': 'Envía activos solo en estas redes',
  'receive.qrLabel': 'Código QR de tu dirección',
  'receive.notConnected': 'No hay ninguna billetera conectada.',
};
export default es;
