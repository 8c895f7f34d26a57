/** The public event the plugin emits when the active account's session starts or ends. */
export const SESSION_CHANGED = 'sessionChanged';
