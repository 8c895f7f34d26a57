import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarDataUrl, avatarLook, avatarSvg } from './avatar';

const hex40 = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `0x${[...b].map((x) => x.toString(16).padStart(2, '0')).join('')}`);

describe('generated avatar', () => {
  it('is deterministic: the same address (any letter case) always gives the same picture', () => {
    const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(avatarSvg(a)).toBe(avatarSvg(a));
    expect(avatarSvg(a)).toBe(avatarSvg(a.toLowerCase()));
    expect(avatarDataUrl(a, 24)).toBe(avatarDataUrl(a.toUpperCase().replace('0X', '0x'), 24));
    // A fixed look for a fixed address: a change of the algorithm changes every visitor's avatar.
    expect(avatarLook(a)).toEqual(avatarLook(a));
  });

  it('gives distinct avatars to distinct addresses', () => {
    fc.assert(fc.property(fc.uniqueArray(hex40, { minLength: 200, maxLength: 200 }), (addresses) => {
      const looks = new Set(addresses.map((a) => avatarSvg(a)));
      expect(looks.size).toBe(addresses.length);
    }), { numRuns: 5 });
    // Neighbours differ too (one character apart).
    expect(avatarSvg('0x0000000000000000000000000000000000000001')).not.toBe(avatarSvg('0x0000000000000000000000000000000000000002'));
  });

  it('is a mirrored 5×5 pattern on a two-colour gradient, with nothing but numbers and colours in its markup', () => {
    fc.assert(fc.property(hex40, (a) => {
      const { cells, from, to } = avatarLook(a);
      expect(cells).toHaveLength(25);
      for (let row = 0; row < 5; row++) {
        expect(cells[row * 5]).toBe(cells[row * 5 + 4]);
        expect(cells[row * 5 + 1]).toBe(cells[row * 5 + 3]);
      }
      expect(from).toMatch(/^hsl\(\d+ \d+% \d+%\)$/);
      expect(to).toMatch(/^hsl\(\d+ \d+% \d+%\)$/);
      expect(from).not.toBe(to);
    }));
    // Whatever text it is given (an address comes from a wallet), none of it reaches the markup.
    expect(avatarSvg('<script>alert(1)</script>')).not.toContain('script');
    expect(avatarDataUrl('0xabc')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });
});
