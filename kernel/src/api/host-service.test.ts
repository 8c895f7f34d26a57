// The host-facing service seam: `gangway.service(key)` activates the provider and hands the host the
// service as a caller with every permission; a switched-off provider is refused by name.
import { describe, expect, it } from 'vitest';
import { createGangway } from './create-gangway';
import { definePlugin, defineManifest } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { createServiceKey, type ServiceCaller } from '../plugins/services';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';

interface Greeter { greet(name: string): string; callerId: string; canSign: boolean }
const greeterKey = createServiceKey<Greeter>('greeter');
let setups = 0;
const greeter = defineManifest({
  id: 'greeter', apiVersion: PLUGIN_API_VERSION, feature: 'features.greeter', provides: ['greeter'],
  load: async () => definePlugin((api) => {
    setups++;
    api.services.provideScoped(greeterKey, (caller: ServiceCaller) => ({ greet: (n) => `hello ${n}`, callerId: caller.id, canSign: caller.has('wallet.sign') }));
  }),
});
const make = (on: boolean) => createGangway({ projectId: 'p', networks: [testDevnet], basic: true, features: { greeter: on }, plugins: [greeter] }, { storage: memoryStorage(), skipStartup: true });

describe('gangway.service (host-facing plugin methods)', () => {
  it('activates the provider on first use and gives the host the service', async () => {
    setups = 0;
    const g = make(true);
    expect(g.getState().plugins.greeter?.status ?? 'idle').not.toBe('active');
    const svc = await g.service(greeterKey);
    expect(svc.greet('host')).toBe('hello host');
    expect(svc.callerId).toBe('host');
    expect(svc.canSign).toBe(true);
    await g.service(greeterKey);
    expect(setups).toBe(1);
    expect(g.getState().plugins.greeter?.status).toBe('active');
    g.destroy();
  });

  it('rejects naming the service when its plugin is switched off', async () => {
    const g = make(false);
    await expect(g.service(greeterKey)).rejects.toThrow('No enabled plugin provides the service greeter');
    g.destroy();
  });
});
