/**
 * Español: the socials plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'slot.connect.methods.social': 'Inicio de sesión social',
  'view.SocialLogin': 'Inicio de sesión social',
  'view.ConnectingSocial': 'Inicio de sesión social',
  'socials.continueWith': 'Continuar con {name}',
  'socials.google': 'Google',
  'socials.x': 'X',
  'socials.farcaster': 'Farcaster',
  'socials.discord': 'Discord',
  'socials.apple': 'Apple',
  'socials.github': 'GitHub',
  'socials.facebook': 'Facebook',
  'socials.waiting': 'Continúa en la ventana de {name}',
  'socials.popupBlocked': 'No se pudo abrir la ventana de inicio de sesión. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.',
  'socials.popupClosed': 'Se cerró la ventana de inicio de sesión',
  'socials.tryAgain': 'Intentar de nuevo',
  'socials.noProvider': 'Elige un proveedor en la vista Conectar.',
};
export default es;
