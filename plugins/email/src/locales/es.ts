/**
 * Español: the email plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'slot.connect.methods.email': 'Correo electrónico',
  'slot.settings.rows.update-email': 'Cambiar correo',
  'view.EmailLogin': 'Correo electrónico',
  'view.EmailVerifyDevice': 'Registrar dispositivo',
  'view.EmailVerifyOtp': 'Confirmar correo',
  'view.UpdateEmail': 'Editar correo',
  'view.UpdateEmailPrimaryOtp': 'Confirmar correo actual',
  'view.UpdateEmailSecondaryOtp': 'Confirmar correo nuevo',
  'email.placeholder': 'Correo electrónico',
  'email.continue': 'Continuar',
  'email.otpSent': 'Introduce el código que enviamos a {email}',
  'email.otpLabel': 'Código de un solo uso',
  'email.confirm': 'Confirmar',
  'email.deviceSent': 'Aprueba el enlace de inicio de sesión que enviamos a {email}',
  'email.deviceWaiting': 'Esperando tu aprobación…',
  'email.noEmail': 'Empieza desde el campo de correo de la vista Conectar.',
  'email.newEmail': 'Correo nuevo',
  'email.save': 'Guardar',
  'email.changeSentPrimary': 'Introduce el código que enviamos a tu correo actual',
  'email.changeSentSecondary': 'Introduce el código que enviamos a {email}',
  'email.updated': 'Correo actualizado',
  'email.invalid': 'Entrada no válida',
  'email.notSignedIn': 'Inicia sesión con correo electrónico para cambiarlo.',
};
export default es;
