import { enableImmerUpdates } from '../state/immer-updates';
import { describe, expect, it, vi } from 'vitest';
import { createKernelHooks } from '../hooks/declarations';
import { initialKernelState } from '../state/defaults';
import { createStore } from '../state/store';
import { createRouter } from './router';

function setup() {
  // A closed modal holds the view of the plugins' disconnected role (Connect): given here.
  const store = enableImmerUpdates(createStore(initialKernelState('light', 'Connect')));
  const hooks = createKernelHooks();
  const close = vi.fn();
  const onView = vi.fn();
  const router = createRouter({ store, hooks, close, onView });
  const views = () => store.getState().router.history.map((h) => h.view);
  return { store, hooks, close, onView, router, views };
}

describe('router', () => {
  it('pushes, replaces, resets and pops one entry on back', () => {
    const { router, views, onView } = setup();
    router.push('AllWallets');
    router.push('ConnectingExternal', { id: 'x' });
    router.replace('ConnectingWalletConnect');
    expect(views()).toEqual(['Connect', 'AllWallets', 'ConnectingWalletConnect']);
    router.back();
    expect(views()).toEqual(['Connect', 'AllWallets']);
    router.reset('Account');
    expect(views()).toEqual(['Account']);
    expect(onView).toHaveBeenCalledWith('ConnectingExternal');
  });

  it('closes the modal on back with one entry left', () => {
    const { router, close, views } = setup();
    router.back();
    expect(close).toHaveBeenCalledOnce();
    expect(views()).toEqual(['Connect']);
  });

  it('lets beforeViewChange rewrite or cancel a navigation', () => {
    const { router, hooks, views } = setup();
    hooks.beforeViewChange.tap('guard', (ctx) => (ctx.to === 'Swap' ? { ...ctx, to: 'UnsupportedChain' } : ctx.to === 'Pay' ? { ...ctx, cancel: true } : ctx));
    router.push('Swap');
    router.push('Pay');
    expect(views()).toEqual(['Connect', 'UnsupportedChain']);
  });

  it('settles the transaction stack: success goes back, cancel runs onCancel, empty view closes', () => {
    const { router, views, close } = setup();
    router.push('Account');
    router.push('Send');
    const onSuccess = vi.fn();
    router.pushTransaction({ view: null, goBack: true, onSuccess });
    router.popTransaction('success');
    expect(onSuccess).toHaveBeenCalled();
    expect(views()).toEqual(['Connect', 'Account']);
    const onCancel = vi.fn();
    router.push('Send');
    router.pushTransaction({ view: 'Account', replace: true, onCancel });
    router.popTransaction('cancel');
    expect(onCancel).toHaveBeenCalled();
    expect(views().at(-1)).toBe('Send'); // a cancel stays put
    router.pushTransaction({ view: 'RegisterAccountNameSuccess', errorView: 'RegisterAccountName' });
    router.popTransaction('error', new Error('declined'));
    expect(views().at(-1)).toBe('RegisterAccountName');
    router.pushTransaction({ view: null });
    router.popTransaction('success');
    expect(close).toHaveBeenCalled();
  });
});
