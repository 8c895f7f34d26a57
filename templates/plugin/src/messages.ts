/**
 * The plugin's English texts, registered at setup (`api.i18n.addMessages`). Its other languages are
 * src/locales/<tag>.ts, one file each with the same keys, named in the manifest (`locales`).
 */
export const MESSAGES = {
  'view.Hello': 'Hello',
  'hello.greeting': 'Hello from a plugin built with the Gangway template.',
  'hello.notConnected': 'No wallet connected.',
  'hello.wave': 'Wave',
  'hello.waved': 'You waved',
};
