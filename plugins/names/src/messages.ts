/** The names views' English strings, registered at setup with `api.i18n.addMessages` (a host locale's `messages` win). */
export const MESSAGES = {
  'slot.account.actions.register-name': 'Choose name',
  'names.intro': 'Choose a name others can send to instead of your address.',
  'names.label': 'Name',
  'names.placeholder': 'yourname',
  'names.rule': 'At least 4 characters: letters, digits or hyphens.',
  'names.checking': 'Checking…',
  'names.available': 'Available',
  'names.registered': 'Registered',
  'names.taken': '{name} is already registered',
  'names.suggestions': 'Suggestions',
  'names.loadingSuggestions': 'Loading suggestions…',
  'names.submit': 'Register name',
  'names.signing': 'Sign the message in your wallet…',
  'names.registering': 'Registering…',
  'names.owned': 'Your names',
  'names.notAvailable': 'Names can be registered with an email or social login on an EVM network.',
  'names.success.title': 'Account name chosen successfully',
  'names.success.body': 'You can now receive assets using {name}.',
  'names.success.done': 'Back to account',
} as const;
export type MessageKey = keyof typeof MESSAGES;
