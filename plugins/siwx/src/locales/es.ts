/**
 * Español: the siwx plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'siwx.title': '{name} quiere que inicies sesión',
  'siwx.body': 'Firma este mensaje con tu billetera para demostrar que eres el titular de {address}.',
  'siwx.required': 'Es necesario iniciar sesión para continuar.',
  'siwx.sign': 'Firmar',
  'siwx.cancel': 'Cancelar',
  'siwx.signing': 'Confirma la firma en tu billetera',
  'siwx.checking': 'Comprobando tu inicio de sesión…',
  'siwx.signedIn': 'Sesión iniciada',
  'siwx.failed': 'No se pudo iniciar sesión',
};
export default es;
