/**
 * Español: the walletconnect plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'connect.acceptRequest': 'Acepta la solicitud de conexión en la billetera',
  'connect.continueIn': 'Continúa en {name}',
  'connect.declined': 'Conexión rechazada',
  'connect.declinedHint': 'La conexión puede rechazarse si una solicitud anterior sigue activa',
  'connect.tryAgain': 'Intentar de nuevo',
  'connect.scanWithWallet': 'Escanea este código QR con tu teléfono',
  'connect.copyLink': 'Copiar enlace',
  'connect.linkCopied': 'Enlace copiado',
  'connect.openApp': 'Abrir {name}',
  'connect.preparing': 'Preparando la conexión',
  'connect.chooseWallet': 'Elige tu aplicación de billetera',
  'connect.qrCode': 'Código QR',
  'alert.WC_ORIGIN_NOT_ALLOWED': 'Configuración de la aplicación no válida',
  'alert.WC_ORIGIN_NOT_ALLOWED.long': 'El relay de WalletConnect rechazó este origen. Añádelo a los dominios permitidos del proyecto.',
  'alert.WC_INVALID_KEY': 'ID de proyecto no válido',
  'alert.WC_INVALID_KEY.long': 'El relay de WalletConnect rechazó el ID del proyecto. Revisa la opción projectId.',
  'alert.WC_JWT_INVALID': 'Sesión caducada',
  'alert.WC_JWT_INVALID.long': 'El relay de WalletConnect rechazó el token de sesión: comprueba la hora de tu dispositivo y vuelve a conectarte.',
  'alert.WC_RELAY_UNREACHABLE': 'Error de conexión',
  'alert.WC_RELAY_UNREACHABLE.long': 'No se pudo contactar con el relay de WalletConnect. Comprueba tu conexión e inténtalo de nuevo.',
  'alert.WC_UNVERIFIED_DOMAIN': 'Dominio no verificado',
  'alert.WC_UNVERIFIED_DOMAIN.long': 'WalletConnect Verify no incluye este dominio para el proyecto, así que las billeteras avisarán a los visitantes. Verifica el dominio en la configuración del proyecto.',
  'alert.WC_DOMAIN_THREAT': 'Amenaza de seguridad conocida',
  'alert.WC_DOMAIN_THREAT.long': 'WalletConnect Verify marca este dominio como una amenaza de seguridad: las billeteras avisarán a los visitantes o se negarán a conectarse.',
};
export default es;
