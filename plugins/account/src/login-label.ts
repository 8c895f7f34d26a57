/**
 * How the Account header names an email or social login ("Email · alice@example.com"). The embedded
 * wallet's WalletInfo (`type: 'AUTH'`, `social`: the provider id, none for email) keeps English data
 * for hosts (`getAccount().connectedWalletInfo.name`: 'Email', 'google' …); what the view shows is a
 * catalogue text, so it is translated. Any other wallet's name is data (the wallet's own, or the registry's).
 */
import type { WalletInfo } from '@gangway/kernel';

type T = (key: string) => string;

export function loginLabel(t: T, info: WalletInfo | undefined): string | undefined {
  if (info?.type !== 'AUTH') return info?.name;
  const key = `account.via.${info.social ?? 'email'}`;
  const text = t(key);
  // A provider this catalogue does not name yet: the connector's own name rather than a bare key.
  return text === key ? info.name : text;
}
