import { describe, expect, it } from 'vitest';
import { createKernelHooks } from './declarations';
import { bindHooks } from './bind-hooks';
import { STAGE } from './stages';

describe('bound hooks', () => {
  it('names every tap after the plugin and keeps stages', async () => {
    const hooks = createKernelHooks();
    const a = bindHooks(hooks, 'plugin-a');
    const b = bindHooks(hooks, 'plugin-b');
    const order: string[] = [];
    a.viewChanged.tap('ignored', () => { order.push('a'); });
    b.viewChanged.tap({ name: 'x', stage: STAGE.guard }, () => { order.push('b'); });
    hooks.viewChanged.call({ to: 'Account', action: 'push' });
    expect(order).toEqual(['b', 'a']);
    expect(hooks.viewChanged.taps.map((t) => t.name)).toEqual(['plugin-b', 'plugin-a']);
  });

  it('binds per-namespace HookMap hooks and the first result wins', async () => {
    const hooks = createKernelHooks();
    bindHooks(hooks, 'evm').request.for('eip155').tapPromise('x', async ({ method }) => (method === 'eth_chainId' ? '0x7a69' : undefined));
    bindHooks(hooks, 'other').request.for('eip155').tapPromise('y', async () => 'fallback');
    expect(await hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_chainId' })).toBe('0x7a69');
    expect(await hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_call' })).toBe('fallback');
    expect(hooks.request.for('eip155').taps.map((t) => t.name)).toEqual(['evm', 'other']);
  });
});
