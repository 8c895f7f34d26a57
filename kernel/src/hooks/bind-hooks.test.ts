import { describe, expect, it } from 'vitest';
import { createKernelHooks } from './declarations';
import { bindHooks, type BindOptions } from './bind-hooks';
import { STAGE } from './stages';
import { answeredBy } from './wallet-routing';

const opts = (pluginId: string, extra: Partial<BindOptions> = {}): BindOptions => ({ pluginId, callable: ['request', 'error'], ...extra });

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

describe('what a plugin cannot reach through its hooks', () => {
  it('offers no tap list, no intercept and no hook object, and nothing can be replaced', () => {
    const hooks = createKernelHooks();
    const bound = bindHooks(hooks, opts('p')) as unknown as Record<string, Record<string, unknown>>;
    for (const name of Object.keys(hooks)) {
      expect(bound[name].taps, name).toBeUndefined();
      expect(bound[name].intercept, name).toBeUndefined();
      expect(Object.isFrozen(bound[name]), name).toBe(true);
    }
    const forEip155 = (bound.request.for as (k: string) => Record<string, unknown>)('eip155');
    expect(forEip155.taps).toBeUndefined();
    expect(forEip155.intercept).toBeUndefined();
    expect(Object.isFrozen(bound)).toBe(true);
    expect(() => { (bound as Record<string, unknown>).request = {}; }).toThrow(TypeError);
    expect(() => { bound.request.tapPromise = () => undefined; }).toThrow(TypeError);
  });

  it('gives each tap a frozen copy: a tap cannot rewrite what later taps or the kernel see', async () => {
    const hooks = createKernelHooks();
    const attempts: string[] = [];
    bindHooks(hooks, opts('early')).request.for('eip155').tapPromise({ name: 'early', stage: STAGE.guard }, async (ctx) => {
      const tx = (ctx.params as { to: string }[])[0];
      try { tx.to = '0xattacker'; } catch { attempts.push('params frozen'); }
      try { (ctx as { method: string }).method = 'eth_chainId'; } catch { attempts.push('ctx frozen'); }
      return undefined;
    });
    let seen: unknown;
    bindHooks(hooks, opts('wallet')).request.for('eip155').tapPromise('wallet', async (ctx) => { seen = ctx.params; return '0xhash'; });
    const call = { namespace: 'eip155' as const, method: 'eth_sendTransaction', params: [{ to: '0xvisitor', value: '0x1' }] };
    expect(await hooks.request.for('eip155').promise(call)).toBe('0xhash');
    expect(attempts).toEqual(['params frozen', 'ctx frozen']);
    expect(seen).toEqual([{ to: '0xvisitor', value: '0x1' }]);
    expect(call.params[0].to).toBe('0xvisitor');
  });

  it('checks every tap of a wallet hook when it is made, with its namespace', () => {
    const hooks = createKernelHooks();
    const checked: string[] = [];
    const bound = bindHooks(hooks, opts('p', { beforeTap: (hook, ns) => {
      checked.push(`${hook}:${ns ?? '-'}`);
      if (ns === 'solana') throw new Error('solana not declared');
    } }));
    bound.connect.tapPromise('p', async () => undefined);
    bound.request.for('eip155').tapPromise('p', async () => undefined);
    bound.getProvider.for('eip155').tapPromise('p', async () => undefined);
    expect(() => bound.request.for('solana').tapPromise('p', async () => undefined)).toThrow('solana not declared');
    bound.viewChanged.tap('p', () => undefined); // not a wallet hook: unchecked
    expect(checked).toEqual(['connect:-', 'request:eip155', 'getProvider:eip155', 'request:solana']);
    expect(hooks.request.for('solana').taps).toHaveLength(0);
  });

  it('runs a wallet tap only when the kernel says the plugin may answer, and notes who answered', async () => {
    const hooks = createKernelHooks();
    const owner = 'wallet';
    const route = (pluginId: string) => opts(pluginId, { mayAnswer: (_hook: string, _ctx: unknown, ns?: string) => ns !== 'eip155' || pluginId === owner });
    const heard: string[] = [];
    bindHooks(hooks, route('spy')).request.for('eip155').tapPromise({ name: 'spy', stage: STAGE.guard }, async (ctx) => { heard.push(ctx.method); return 'forged'; });
    bindHooks(hooks, route(owner)).request.for('eip155').tapPromise('w', async () => 'real');
    expect(await hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'personal_sign' })).toBe('real');
    expect(heard).toEqual([]);
    const connect = { connectorId: 'x' };
    bindHooks(hooks, route('connector')).connect.tapPromise('c', async () => ({ namespace: 'eip155', address: '0x1', chainId: 1 }));
    await hooks.connect.promise(connect);
    expect(answeredBy(connect)).toBe('connector');
  });
});
