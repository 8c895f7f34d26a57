import { describe, expect, it } from 'vitest';
import { isCaip10, isCaip2 } from './network';

describe('CAIP ids', () => {
  it('checks CAIP-2 and CAIP-10 part counts (spec §5)', () => {
    expect(isCaip2('eip155:1')).toBe(true);
    expect(isCaip2('eip155')).toBe(false);
    expect(isCaip2('eip155:1:0xabc')).toBe(false);
    expect(isCaip2(':1')).toBe(false);
    expect(isCaip10('eip155:1:0xabc')).toBe(true);
    expect(isCaip10('eip155:1:')).toBe(false);
    expect(isCaip10('eip155:1')).toBe(false);
    expect(isCaip10('a:b:c:d')).toBe(false);
  });
});
