/**
 * The identity plugin's public contract. The connected account's name and avatar land in the kernel's
 * per-chain account state (spec §3 `profileName`, `profileImage`), which the Account view, the host's
 * account button and the React hooks read; other addresses are looked up through this service.
 */
import { createServiceKey } from '@gangway/kernel';

export interface Identity {
  /** The name (an ENS-style or `.reown.id` name), or null. Untrusted text: render as text. */
  name: string | null;
  /** An http(s) or data:image URL, or null (anything else the API sends is dropped). */
  avatar: string | null;
}

export interface IdentityService {
  /** Name and avatar of an address (eip155), cached 5 min (spec §9). Never throws: unknown is all null. */
  lookup(address: string): Promise<Identity>;
}

export const identityServiceKey = createServiceKey<IdentityService>('identity');
