import { describe, expect, it } from 'vitest';
import { createKernelHooks } from './declarations';
import { bindHooks } from './bind-hooks';
import { STAGE } from './stages';

const opts = (pluginId: string) => ({ pluginId, callable: ['request', 'error'] });

describe('bound hooks', () => {
  it('names every tap after the plugin and keeps stages', async () => {
    const hooks = createKernelHooks();
    const a = bindHooks(hooks, opts('plugin-a'));
    const b = bindHooks(hooks, opts('plugin-b'));
    const order: string[] = [];
    a.viewChanged.tap('ignored', () => { order.push('a'); });
    b.viewChanged.tap({ name: 'x', stage: STAGE.guard }, () => { order.push('b'); });
    hooks.viewChanged.call({ to: 'Account', action: 'push' });
    expect(order).toEqual(['b', 'a']);
    expect(hooks.viewChanged.taps.map((t) => t.name)).toEqual(['plugin-b', 'plugin-a']);
  });

  it('binds per-namespace HookMap hooks and the first result wins', async () => {
    const hooks = createKernelHooks();
    bindHooks(hooks, opts('evm')).request.for('eip155').tapPromise('x', async ({ method }) => (method === 'eth_chainId' ? '0x7a69' : undefined));
    bindHooks(hooks, opts('other')).request.for('eip155').tapPromise('y', async () => 'fallback');
    expect(await hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_chainId' })).toBe('0x7a69');
    expect(await hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_call' })).toBe('fallback');
    expect(hooks.request.for('eip155').taps.map((t) => t.name)).toEqual(['evm', 'other']);
  });

  it('lets a plugin call only the hooks plugins may call, and checks each call first', async () => {
    const hooks = createKernelHooks();
    const seen: string[] = [];
    const bound = bindHooks(hooks, { pluginId: 'p', callable: ['request'], beforeCall: (hook, args) => {
      const method = (args[0] as { method: string }).method;
      if (method === 'personal_sign') throw new Error(`no ${method}`);
      seen.push(`${hook}:${method}`);
    } });
    expect(() => bound.connected.call({ namespace: 'eip155', address: '0x1', chainId: 1, connectorId: 'x' }))
      .toThrow('Plugin p may not call the kernel hook connected: the kernel calls it (tap it instead)');
    bound.request.for('eip155').tapPromise('x', async () => 'ok');
    expect(await bound.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_chainId' })).toBe('ok');
    expect(() => bound.request.for('eip155').promise({ namespace: 'eip155', method: 'personal_sign' })).toThrow('no personal_sign');
    expect(seen).toEqual(['request:eth_chainId']);
  });
});
