import { describe, expect, it } from 'vitest';
import { connectMethodsOrder, resolveFeatures } from './features';

describe('resolveFeatures', () => {
  it('uses the §9 defaults when nothing is set', () => {
    const { features, warnings } = resolveFeatures(undefined, undefined);
    expect(features.email).toBe(true);
    expect(features.socials).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']);
    expect(features.swaps).toEqual(['1inch']);
    expect(features.onramp).toEqual(['meld', 'coinbase']);
    expect(features.pay).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('derives embeddedWallet from email or socials (remote values included) unless the host sets it', () => {
    expect(resolveFeatures(undefined, undefined).features.embeddedWallet).toBe(true);
    expect(resolveFeatures({ email: false, socials: false }, undefined).features.embeddedWallet).toBe(false);
    expect(resolveFeatures({ email: false }, undefined).features.embeddedWallet).toBe(true);
    expect(resolveFeatures({ socials: [] }, undefined).features.embeddedWallet).toBe(true);
    expect(resolveFeatures(undefined, { email: false, socials: false }).features.embeddedWallet).toBe(false);
    expect(resolveFeatures({ embeddedWallet: false }, undefined).features.embeddedWallet).toBe(false);
    expect(resolveFeatures({ email: false, socials: false, embeddedWallet: true }, undefined).features.embeddedWallet).toBe(true);
    expect(resolveFeatures(undefined, undefined, true).features.embeddedWallet).toBe(false);
  });

  it('normalizes true to the default providers and [] to off', () => {
    const { features } = resolveFeatures({ swaps: true, onramp: [], socials: false }, undefined);
    expect(features.swaps).toEqual(['1inch']);
    expect(features.onramp).toBe(false);
    expect(features.socials).toBe(false);
  });

  it('lets the remote configuration win and warns about the local values it overrides', () => {
    const r = resolveFeatures(
      { email: true, swaps: false, activity: true, send: false },
      { email: false, swaps: ['1inch'], activity: true, socials: ['github'] },
    );
    expect(r.features).toMatchObject({ email: false, swaps: ['1inch'], activity: true, socials: ['github'], send: false });
    expect(r.ignored).toEqual(['email', 'swaps']);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(/^Local configuration ignored for email, swaps/);
  });

  it('keeps local values the remote configuration does not mention', () => {
    const r = resolveFeatures({ onramp: false }, { email: true });
    expect(r.features.onramp).toBe(false);
    expect(r.warnings).toEqual([]);
  });

  it('turns remote features off in basic mode, whatever the remote or local says', () => {
    const r = resolveFeatures({ email: true }, { email: true, activity: true }, true);
    expect(r.features).toMatchObject({ email: false, socials: false, swaps: false, onramp: false, activity: false, reownBranding: false });
    expect(r.warnings).toEqual([]);
  });
});

describe('connectMethodsOrder', () => {
  it('puts wallet first only when a wallet is installed, unless the host chose an order', () => {
    const { features } = resolveFeatures(undefined, undefined);
    expect(connectMethodsOrder(features, false)).toEqual(['email', 'social', 'wallet']);
    expect(connectMethodsOrder(features, true)).toEqual(['wallet', 'email', 'social']);
    expect(connectMethodsOrder({ ...features, connectMethodsOrder: [] }, true)).toEqual(['wallet', 'email', 'social']);
    const own = resolveFeatures({ connectMethodsOrder: ['social', 'wallet', 'email'] }, undefined).features;
    expect(connectMethodsOrder(own, true)).toEqual(['social', 'wallet', 'email']);
  });
});
