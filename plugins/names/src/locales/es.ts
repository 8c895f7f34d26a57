/**
 * Español: the names plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'slot.account.actions.register-name': 'Elegir nombre',
  'names.intro': 'Elige un nombre al que otros puedan enviar en lugar de tu dirección.',
  'names.label': 'Nombre',
  'names.placeholder': 'tunombre',
  'names.rule': 'Al menos 4 caracteres: letras, dígitos o guiones.',
  'names.checking': 'Comprobando…',
  'names.available': 'Disponible',
  'names.registered': 'Registrado',
  'names.taken': '{name} ya está registrado',
  'names.suggestions': 'Sugerencias',
  'names.loadingSuggestions': 'Cargando sugerencias…',
  'names.submit': 'Registrar nombre',
  'names.signing': 'Firma el mensaje en tu billetera…',
  'names.registering': 'Registrando…',
  'names.owned': 'Tus nombres',
  'names.notAvailable': 'Los nombres se pueden registrar con un inicio de sesión por correo o social en una red EVM.',
  'names.success.title': 'Nombre de cuenta elegido correctamente',
  'names.success.body': 'Ya puedes recibir activos con {name}.',
  'names.success.done': 'Volver a la cuenta',
};
export default es;
