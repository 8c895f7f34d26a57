/**
 * A chain's sign-in from its family's chain plugin (`api.services.require(chainFamilyKey(namespace)).signIn`):
 * the plugin knows no family itself, so a family a host adds signs in as soon as its plugin says how.
 */
import type { PluginApi } from '@gangway/kernel';
import { chainFamilyKey, type ChainFamily } from '@gangway/lib-wallet';
import { namespaceOf } from './namespace';
import type { SignInFamily } from './types';

export async function signInFamily(api: { readonly services: Pick<PluginApi['services'], 'require'> }, chainId: string): Promise<SignInFamily> {
  const unsupported = () => new Error(`Sign-in is not supported on ${chainId}`);
  let family: ChainFamily;
  try {
    family = await api.services.require(chainFamilyKey(namespaceOf(chainId)));
  } catch {
    throw unsupported();
  }
  if (!family.signIn) throw unsupported();
  return { ...family.signIn, sign: family.signIn.sign ?? family.signMessage };
}

/** The form two addresses of the family compare in (and sessions are keyed in). */
export const normalized = (family: Pick<SignInFamily, 'normalizeAddress'> | undefined, address: string) =>
  (family?.normalizeAddress ? family.normalizeAddress(address) : address);
