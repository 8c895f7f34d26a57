/**
 * Español: the embedded-wallet plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'view.ApproveTransaction': 'Aprobar transacción',
  'slot.account.actions.embedded-settings': 'Ajustes de la cuenta',
  'view.EmbeddedAccountSettings': 'Ajustes de la cuenta',
  'embedded.approve': 'Aprobar',
  'embedded.reject': 'Rechazar',
  'embedded.approveTitle': 'Aprueba esta solicitud',
  'embedded.noRequest': 'Ninguna solicitud espera tu aprobación.',
  'embedded.sending': 'Esperando a la billetera integrada…',
  'embedded.method': 'Método',
  'embedded.to': 'Para',
  'embedded.value': 'Valor',
  'embedded.message': 'Mensaje',
  'embedded.pendingCount': '{n} solicitud(es) más en espera',
  'embedded.accountType': 'Tipo de cuenta',
  'embedded.eoa': 'Cuenta de propiedad externa (EOA)',
  'embedded.smartAccount': 'Cuenta inteligente',
  'embedded.switchTo': 'Cambiar a {type}',
  'embedded.notAuth': 'Los ajustes de la cuenta están disponibles cuando inicias sesión con correo electrónico o una cuenta social.',
  'embedded.signedInAs': 'Sesión iniciada como {who}',
  'embedded.smartAccountUnavailable': 'Las cuentas inteligentes no están disponibles en esta red.',
};
export default es;
