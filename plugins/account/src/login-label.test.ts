// The Account header's login method label: catalogue texts for the embedded wallet, data otherwise.
import { describe, expect, it } from 'vitest';
import { loginLabel } from './login-label';
import { MESSAGES } from './messages';

/** The catalogue's lookup as api.i18n.t does it: the text, or the key itself when it has none. */
const catalogue = (texts: Record<string, string>) => (key: string) => texts[key] ?? key;

describe('loginLabel', () => {
  it('names email and each social provider through the catalogue', () => {
    const t = catalogue(MESSAGES);
    expect(loginLabel(t, { name: 'Email', type: 'AUTH' })).toBe('Email');
    expect(loginLabel(t, { name: 'google', social: 'google', type: 'AUTH' })).toBe('Google');
    expect(loginLabel(t, { name: 'Farcaster', social: 'farcaster', type: 'AUTH' })).toBe('Farcaster');
    expect(loginLabel(catalogue({ ...MESSAGES, 'account.via.email': 'Correo electrónico' }), { name: 'Email', type: 'AUTH' })).toBe('Correo electrónico');
  });

  it('keeps a wallet name as data, and the connector name for a provider the catalogue lacks', () => {
    const t = catalogue(MESSAGES);
    expect(loginLabel(t, { name: 'Gangway Test Wallet', type: 'INJECTED' })).toBe('Gangway Test Wallet');
    expect(loginLabel(t, { name: 'twitch', social: 'twitch', type: 'AUTH' })).toBe('twitch');
    expect(loginLabel(t, undefined)).toBeUndefined();
  });
});
