// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGangway } from '../api/create-gangway';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';
import { MODAL_CSS } from './styles';
import { MOBILE_CSS } from './mobile-styles';

afterEach(() => { document.body.innerHTML = ''; document.head.innerHTML = ''; });

const live = (kind: 'polite' | 'assertive') => document.querySelector(`[data-gangway-live="${kind}"]`)!;

describe('toasts are announced', () => {
  it('through live regions present before the message: polite for loading and success, assertive for errors', async () => {
    const g = createGangway({ projectId: 'p', networks: [testDevnet], basic: true } as never, { skipStartup: true, storage: memoryStorage() });
    await act(async () => { await g.open(); });
    const k = await g.kernel.loadRuntime();
    // Both regions exist, empty, as soon as the modal is open.
    expect(live('polite').getAttribute('role')).toBe('status');
    expect(live('polite').getAttribute('aria-live')).toBe('polite');
    expect(live('assertive').getAttribute('role')).toBe('alert');
    expect(live('polite').textContent).toBe('');
    expect(live('assertive').textContent).toBe('');

    act(() => k.notices.toast('success', 'Address copied'));
    expect(live('polite').textContent).toBe('Address copied');
    expect(live('assertive').textContent).toBe('');

    // Spec §4: a replacement waits 150 ms.
    act(() => k.notices.toast('error', 'Signature declined'));
    // Not at once (the replacement waits), then announced — waited for, not slept on.
    expect(live('assertive').textContent).toBe('');
    await act(async () => { await vi.waitFor(() => expect(live('assertive').textContent).toBe('Signature declined')); });
    expect(live('polite').textContent).toBe('');
    g.destroy();
  });
});

describe('the phone stylesheet', () => {
  it('is injected with the modal styles: bottom sheet under 430 px, 44 px touch targets, safe-area insets', async () => {
    const g = createGangway({ projectId: 'p', networks: [testDevnet], basic: true } as never, { skipStartup: true, storage: memoryStorage() });
    await act(async () => { await g.open(); });
    const css = document.getElementById('gangway-styles')!.textContent!;
    expect(css).toBe(MODAL_CSS + MOBILE_CSS);
    expect(MOBILE_CSS).toContain('@media (max-width:429.98px)');
    expect(MOBILE_CSS).toContain('@media (pointer:coarse)');
    expect(MOBILE_CSS).toMatch(/min-height:44px/);
    for (const side of ['bottom', 'left', 'right', 'top']) expect(MOBILE_CSS).toContain(`env(safe-area-inset-${side}`);
    g.destroy();
  });
});
