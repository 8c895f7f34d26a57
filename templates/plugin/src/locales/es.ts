/**
 * The plugin's texts in Spanish: the keys of src/messages.ts, the same {placeholders}. Plain data;
 * the host's build makes it a chunk of its own, fetched only when Spanish is the active locale
 * (manifest `locales`). src/plugin.test.tsx checks it translates every English key.
 */
const es: Record<string, string> = {
  'view.Hello': 'Hola',
  'hello.greeting': 'Hola desde un plugin hecho con la plantilla de Gangway.',
  'hello.notConnected': 'Ninguna billetera conectada.',
  'hello.wave': 'Saludar',
  'hello.waved': 'Has saludado',
};
export default es;
