/**
 * Español: the onramp plugin's texts (its messages and slot labels) in Spanish, fetched only
 * when Spanish is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const es: Record<string, string> = {
  'view.OnRamp': 'Comprar',
  'slot.account.walletFeatures.onramp': 'Comprar',
  'onramp.notConnected': 'Conecta una billetera para comprar criptomonedas.',
  'onramp.connect': 'Conectar billetera',
  'onramp.loading': 'Cargando las opciones de compra…',
  'onramp.fallbackOptions': 'El servicio de compra no está disponible: se muestran monedas y límites predefinidos.',
  'onramp.fallbackQuote': 'Estimación con datos predefinidos: el proveedor muestra el importe final.',
  'onramp.buy': 'Comprar',
  'onramp.pay': 'Pagar',
  'onramp.method': 'Método de pago',
  'onramp.method.card': 'Tarjeta',
  'onramp.method.ACH_BANK_ACCOUNT': 'Cuenta bancaria',
  'onramp.amount': 'Importe',
  'onramp.limits': 'Límites: {min} – {max} {currency}',
  'onramp.belowMin': 'El mínimo con {method} es {min} {currency}',
  'onramp.aboveMax': 'El máximo con {method} es {max} {currency}',
  'onramp.noLimits': '{method} no está disponible para {currency}',
  'onramp.invalidAmount': 'Introduce un importe',
  'onramp.quoting': 'Obteniendo una cotización…',
  'onramp.youGet': 'Recibes ≈ {amount} {symbol}',
  'onramp.fees': 'Comisiones {fees} {currency} · total {total} {currency}',
  'onramp.provider': '{name} · comisión {min}–{max} %',
  'onramp.providerFee': '≈ {low}–{high} {currency}',
  'onramp.continue': 'Continuar con {name}',
  'onramp.opening': 'Abriendo {name}…',
  'onramp.opened': '{name} se abrió en una ventana nueva.',
  'onramp.noProvider': 'Ningún proveedor de compra da servicio a esta red.',
};
export default es;
