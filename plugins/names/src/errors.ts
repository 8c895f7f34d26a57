/**
 * Spec §8 texts of names (the names plugin's own; moved out of the kernel catalogue), word for word,
 * plus the §5 precondition texts registration raises.
 */
export const NAMES_ERRORS = {
  NAME_RESOLVE: 'Error resolving name',
  NAME_SUGGESTIONS: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS: 'Error fetching names for address',
  NO_AUTH_CONNECTOR: 'Address or auth connector not found',
} as const;

/** §8: the server's first reason description wins when present. */
export const errorRegisteringName = (name: string, reason?: string) => reason || `Error registering name ${name}`;
