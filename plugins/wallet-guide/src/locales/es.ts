/**
 * Español: the wallet-guide plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'slot.connect.methods.walletGuide': "¿Qué es una billetera?",
  'view.WalletGuide': "¿Qué es una billetera?",
  'walletGuide.what': "Una billetera te permite enviar, recibir, guardar y mostrar activos digitales como tokens y NFT. La llevas en tu teléfono o en tu navegador.",
  'walletGuide.signInTitle': "Una nueva forma de iniciar sesión",
  'walletGuide.signIn': "En lugar de una cuenta y una contraseña nuevas para cada sitio, conectas tu billetera. No se comparte nada hasta que lo apruebas en la billetera.",
  'walletGuide.getTitle': "Consigue una billetera",
  'walletGuide.get': "Conseguir {name}",
  'walletGuide.loading': "Cargando billeteras",
  'walletGuide.failed': "No se pudo cargar la lista de billeteras.",
  'walletGuide.retry': "Reintentar",
  'walletGuide.none': "Ahora no hay ninguna billetera que sugerir.",
};
export default es;
