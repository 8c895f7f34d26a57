/**
 * Español: the networks plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'account.disconnect': 'Desconectar',
  'connect.tryAgain': 'Intentar de nuevo',
  'network.current': 'Actual',
  'network.switchFailed': 'No se pudo cambiar',
  'network.unsupportedHint': 'Esta aplicación no admite la red seleccionada. Cambia a una red compatible.',
  'network.approveInWallet': 'Aprueba en la billetera',
  'network.switched': 'Cambiado a {name}',
  'network.switchDeclined': 'Cambio rechazado',
  'network.switchDeclinedHint': 'El cambio puede rechazarse si la billetera no admite la cadena o si una solicitud anterior sigue activa',
  'network.testnet': 'Red de pruebas',
  'network.notApproved': 'No aprobada por la billetera',
  'family.eip155': "EVM",
  'family.solana': "Solana",
  'family.bip122': "Bitcoin",
  'family.polkadot': "Polkadot",
  'family.cosmos': "Cosmos",
};
export default es;
