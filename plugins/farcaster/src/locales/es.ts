/**
 * Español: the farcaster plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'view.ConnectingFarcaster': 'Farcaster',
  'farcaster.scan': 'Escanea este código QR con tu teléfono para iniciar sesión con Farcaster',
  'farcaster.qrLabel': 'Código QR para iniciar sesión con Farcaster',
  'farcaster.openLink': 'Abrir Farcaster',
  'farcaster.loading': 'Preparando el inicio de sesión con Farcaster…',
  'farcaster.tryAgain': 'Intentar de nuevo',
};
export default es;
