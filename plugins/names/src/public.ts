/**
 * The names plugin's public contract: the suffixes of spec §9, the slice key (read-only for others)
 * and the shapes it holds. Types, constants and one key object only: importing it pulls no plugin code.
 */
import { createServiceKey, createSliceKey } from '@gangway/kernel';

/** Spec §9: the suffix of every registered name, and the legacy one still recognised. */
export const NAME_SUFFIX = '.reown.id';
export const LEGACY_NAME_SUFFIX = '.wcn.id';
/** Spec §9: profile names point to eip155 accounts; the namespaces where a typed name is resolved. */
export const NAME_NAMESPACES: readonly string[] = ['eip155'];

/** Spec §3 "Name suggestion": an item with a name (and whether it is taken, when the API says). */
export interface NameSuggestion { name: string; registered: boolean }

/** Availability of the name typed in RegisterAccountName. */
export type Availability = 'idle' | 'invalid' | 'checking' | 'available' | 'registered' | 'error';

export interface NamesState {
  /** The label typed (without suffix) and what the last check said about it. */
  query: string;
  availability: Availability;
  suggestions: NameSuggestion[];
  /** The suggestions request is running (spec §3 loading). */
  loadingSuggestions: boolean;
  /** Inline error texts of spec §8 (resolve, suggestions, names for address), or undefined. */
  error?: string;
  /** Names already registered to the connected address (reverse lookup). */
  owned: string[];
  ownedError?: string;
  /** Spec §4 name registration: loading → sign → register. */
  step: 'idle' | 'signing' | 'registering';
  /** The name the last successful registration set (RegisterAccountNameSuccess shows it). */
  registered?: string;
}

export const namesSliceKey = createSliceKey<NamesState>('names');

/**
 * The names service (provided by this plugin, `provides: ['names']`): resolving a profile name for
 * other plugins — the Send view's receiver. Through `api.services.require(namesServiceKey)`, never this plugin's files.
 */
export interface NamesService {
  /**
   * The address a profile name (either suffix, §9) points to on an eip155 chain: the address registered
   * under the chain's coin type, else under coin type 60, else null (also when the name is not
   * registered). Throws the §8 'Error resolving name' when the profile API fails or answers garbage.
   */
  resolveAddress(name: string, chainId: number | string): Promise<string | null>;
}

export const namesServiceKey = createServiceKey<NamesService>('names');

/** Whether typed text is meant as a profile name (it ends with either suffix), not an address. */
export const isProfileNameInput = (input: string) => {
  const n = input.trim().toLowerCase();
  return n.endsWith(NAME_SUFFIX) || n.endsWith(LEGACY_NAME_SUFFIX);
};
