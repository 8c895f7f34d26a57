import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGangway } from './create-gangway';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';

const reported: unknown[] = [];
afterEach(() => { reported.length = 0; vi.unstubAllGlobals(); });

describe('host listeners', () => {
  it('a subscribeState or subscribeEvents listener that throws breaks neither the update nor the other listeners, and is reported', async () => {
    vi.stubGlobal('reportError', (e: unknown) => reported.push(e));
    const gangway = createGangway({ projectId: 'p1', networks: [testDevnet], basic: true }, { storage: memoryStorage(), fetch: vi.fn() as never });
    const seen: string[] = [];
    gangway.subscribeState(() => { throw new Error('host state bug'); });
    gangway.subscribeState((s) => seen.push(`state ${s.modal.themeMode}`));
    gangway.subscribeEvents(() => { throw new Error('host event bug'); });
    gangway.subscribeEvents((e) => seen.push(`event ${e.type}`));
    await gangway.kernel.loadRuntime();
    gangway.setThemeMode('dark');
    expect(gangway.getState().modal.themeMode).toBe('dark');
    expect(seen).toContain('state dark');
    gangway.kernel.emit('CUSTOM_EVENT');
    expect(seen).toContain('event CUSTOM_EVENT');
    expect(reported.map((e) => (e as Error).message)).toEqual(expect.arrayContaining(['host state bug', 'host event bug']));
    gangway.destroy();
  });
});
