// @vitest-environment happy-dom
/**
 * Spec §2: the modal is appended to the page body unless append is disabled (or embedded mode is on).
 * With `disableAppend`, an open appends nothing to <body>; the modal shows where the host mounts it.
 */
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createGangway } from '../api/create-gangway';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';

afterEach(() => { document.body.innerHTML = ''; document.body.removeAttribute('style'); });

const mk = (options: Record<string, unknown> = {}) =>
  createGangway({ projectId: 'p', networks: [testDevnet], basic: true, ...options } as never, { skipStartup: true, storage: memoryStorage() });

describe('disableAppend (spec §2)', () => {
  it('by default an open appends the modal root to <body>', async () => {
    const g = mk();
    await act(async () => { await g.open(); });
    const roots = document.querySelectorAll('[data-gangway-root]');
    expect(roots).toHaveLength(1);
    expect(roots[0]!.parentElement).toBe(document.body);
    g.destroy();
  });

  it('with disableAppend an open appends nothing to <body>; the modal shows in the container the host mounts', async () => {
    const host = document.body.appendChild(document.createElement('main'));
    const g = mk({ disableAppend: true });
    await act(async () => { await g.open(); });
    expect(g.getState().modal.open).toBe(true);
    expect(document.querySelectorAll('[data-gangway-root]')).toHaveLength(0);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => { await g.mount(host); });
    expect(host.hasAttribute('data-gangway-root')).toBe(true);
    expect(host.querySelector('[role="dialog"]')).not.toBeNull();
    // The host's container is the one root: nothing of ours beside it.
    expect([...document.querySelectorAll('[data-gangway-root]')]).toEqual([host]);
    g.destroy();
  });
});
