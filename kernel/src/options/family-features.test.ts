import { describe, expect, it } from 'vitest';
import { testDevnet, testSolana } from '../testing/networks';
import { resolveFeatures } from './features';
import { parseOptions } from './schema';

describe('chain-family switches (features.solana, features.bip122)', () => {
  it('are on exactly when the host configures a network of the namespace', () => {
    expect(parseOptions({ projectId: 'p', networks: [testDevnet] }).features).toMatchObject({ solana: false, bip122: false });
    expect(parseOptions({ projectId: 'p', networks: [testDevnet, testSolana] }).features).toMatchObject({ solana: true, bip122: false });
  });

  it('a host that sets one keeps its value (off with a Solana network, or on without one)', () => {
    expect(parseOptions({ projectId: 'p', networks: [testDevnet, testSolana], features: { solana: false } }).features.solana).toBe(false);
    expect(parseOptions({ projectId: 'p', networks: [testDevnet], features: { bip122: true } }).features.bip122).toBe(true);
  });

  it('survive the remote configuration and basic mode (they are not remote features)', () => {
    expect(resolveFeatures({}, { email: false }, false, false, ['eip155', 'solana']).features.solana).toBe(true);
    expect(resolveFeatures({}, undefined, true, false, ['solana']).features.solana).toBe(true);
  });
});
