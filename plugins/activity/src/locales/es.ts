/**
 * Español: the activity plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'slot.account.tabs.activity': 'Actividad',
  'activity.noAddress': 'No se pueden obtener las transacciones sin una accountAddress',
  'view.Activity': 'Actividad',
  'activity.empty': 'Todavía no hay actividad',
  'activity.loading': 'Cargando la actividad',
  'activity.loadMore': 'Cargar más',
  'activity.loadingMore': 'Cargando más…',
  'activity.eip155Only': 'La actividad solo está disponible en redes EVM',
  'activity.status.confirmed': 'Confirmada',
  'activity.status.failed': 'Fallida',
  'activity.status.pending': 'Pendiente',
  'activity.op.send': 'Enviado',
  'activity.op.receive': 'Recibido',
  'activity.op.trade': 'Intercambiado',
  'activity.op.mint': 'Acuñado',
  'activity.op.burn': 'Quemado',
  'activity.op.approve': 'Aprobado',
  'activity.op.deploy': 'Desplegado',
  'activity.op.execute': 'Llamada a contrato',
  'activity.op.other': 'Transacción',
  'activity.nft': 'NFT',
  'activity.list': 'Transacciones',
  'activity.explorer': "Ver en el explorador",
};
export default es;
