/**
 * Español: the account plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'account.tokens': 'Tokens',
  'account.copyAddress': 'Copiar dirección',
  'account.addressCopied': 'Dirección copiada',
  'account.disconnect': 'Desconectar',
  'account.noTokens': 'Todavía no hay tokens',
  'account.refresh': 'Actualizar saldos',
  'account.network': 'Red: {name}',
  'account.notConnected': 'No hay ninguna billetera conectada.',
  'account.connect': 'Conectar billetera',
  'account.copyFailed': 'No se pudo copiar la dirección',
  'account.families': "Cadenas conectadas",
  'account.viewOnExplorer': "Ver en el explorador",
  'account.accounts': "Cuentas",
  'account.current': "Conectada",
  'account.type.eoa': "Cuenta de propiedad externa (EOA)",
  'account.type.smartAccount': "Cuenta inteligente",
  'account.type.payment': "Pagos",
  'account.type.ordinal': "Ordinals",
  'account.type.stx': "Stacks",
  'account.via.email': 'Correo electrónico',
  'account.via.google': 'Google',
  'account.via.x': 'X',
  'account.via.farcaster': 'Farcaster',
  'account.via.discord': 'Discord',
  'account.via.apple': 'Apple',
  'account.via.github': 'GitHub',
  'account.via.facebook': 'Facebook',
  'family.eip155': "EVM",
  'family.solana': "Solana",
  'family.bip122': "Bitcoin",
  'family.polkadot': "Polkadot",
  'family.cosmos': "Cosmos",
};
export default es;
