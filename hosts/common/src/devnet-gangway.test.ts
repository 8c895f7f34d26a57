// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { createGangway } from '@gangway/kernel';
import { endpoints, evmNetworks, projectId } from './devnet';
import { createDevnetGangway } from './devnet-gangway';

// The widget itself is the kernel's to test: here only what the pages hand it and where they put it.
vi.mock('@gangway/kernel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@gangway/kernel')>()),
  createGangway: vi.fn(() => ({ widget: true })),
}));

describe('createDevnetGangway', () => {
  it("creates the widget on the devnet with the built-in plugins, basic mode and the page's adapter, on window.gangway", () => {
    const adapter = { type: 'ethers' as const };
    const gangway = createDevnetGangway({ networks: evmNetworks, adapter });
    expect(createGangway).toHaveBeenCalledWith({ projectId, networks: evmNetworks, adapters: [adapter], plugins: builtinPlugins, endpoints, basic: true });
    expect(gangway).toEqual({ widget: true });
    expect((window as unknown as { gangway: unknown }).gangway).toBe(gangway);
  });
});
