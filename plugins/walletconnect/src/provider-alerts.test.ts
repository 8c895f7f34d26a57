import { describe, expect, it } from 'vitest';
import { providerErrorAlert } from './provider-alerts';

describe('WalletConnect provider alerts', () => {
  it('maps provider errors to alert kinds', () => {
    expect(providerErrorAlert(new Error('Unauthorized: origin not allowed'))).toBe('WC_ORIGIN_NOT_ALLOWED');
    expect(providerErrorAlert(new Error('WebSocket connection failed ... 3000 Unauthorized: invalid key'))).toBe('WC_INVALID_KEY');
    expect(providerErrorAlert('JWT validation error: JWT Token is not yet valid')).toBe('WC_JWT_INVALID');
    expect(providerErrorAlert(new Error('user rejected'))).toBeNull();
    expect(providerErrorAlert(undefined)).toBeNull();
  });
});
