/**
 * The embedded wallet's persisted keys (spec §3 local storage: login email, social username,
 * preferred account types). The login data is cleared on disconnect.
 */
import * as z from 'zod/mini';
import type { PluginApi } from '@gangway/kernel';
import type { AccountType, AuthNamespace } from './public';

const AccountTypeSchema = z.enum(['eoa', 'smartAccount']);

/**
 * The preferred account type: the visitor's stored choice, else the host's `defaultAccountTypes`
 * (spec §4 defaults, each declared by its chain plugin's manifest and resolved by the kernel's options).
 */
export function embeddedStorage(api: Pick<PluginApi, 'storage' | 'options'>) {
  const loginEmail = api.storage.key('embedded-wallet.loginEmail', { schema: z.nullable(z.string()), fallback: null });
  const socialUsername = api.storage.key('embedded-wallet.socialUsername', { schema: z.nullable(z.string()), fallback: null });
  const socialProvider = api.storage.key('embedded-wallet.socialProvider', { schema: z.nullable(z.string()), fallback: null });
  const preferred = api.storage.key('embedded-wallet.preferredAccountTypes', { schema: z.partialRecord(z.enum(['eip155', 'solana']), AccountTypeSchema), fallback: {} });
  return {
    loginEmail,
    socialUsername,
    socialProvider,
    // A namespace whose chain plugin declares no default (none listed) or another type: the EOA.
    preferredType: (ns: AuthNamespace): AccountType => preferred.get()[ns] ?? (api.options.defaultAccountTypes[ns] === 'smartAccount' ? 'smartAccount' : 'eoa'),
    setPreferredType: (ns: AuthNamespace, type: AccountType) => preferred.set({ ...preferred.get(), [ns]: type }),
    clearLogin() {
      loginEmail.remove();
      socialUsername.remove();
      socialProvider.remove();
    },
  };
}
