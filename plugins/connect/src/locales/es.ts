/**
 * Español: the connect plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'connect.installed': 'Instalada',
  'connect.wallet': 'Conectar billetera',
  'connect.or': 'o',
  'connect.email': 'Correo electrónico',
  'connect.continueWithEmail': 'Continuar con correo electrónico',
  'connect.continueWith': 'Continuar con {name}',
  'connect.allWallets': 'Todas las billeteras',
  'connect.continueWithWallet': 'Continuar con una billetera',
  'view.ConnectWallets': 'Conectar billetera',
  'connect.recent': 'Reciente',
  'connect.featured': 'Destacada',
  'connect.recommended': 'Recomendada',
  'connect.acceptRequest': 'Acepta la solicitud de conexión en la billetera',
  'connect.continueIn': 'Continúa en {name}',
  'connect.declined': 'Conexión rechazada',
  'connect.declinedHint': 'La conexión puede rechazarse si una solicitud anterior sigue activa',
  'connect.tryAgain': 'Intentar de nuevo',
  'connect.unknownConnector': 'Esta billetera ya no está disponible',
  'legal.agree': 'Acepto los {terms} y la {privacy}',
  'legal.terms': 'Términos del servicio',
  'legal.privacy': 'Política de privacidad',
  'legal.footer': 'Al conectar tu billetera, aceptas nuestros {terms} y nuestra {privacy}',
};
export default es;
