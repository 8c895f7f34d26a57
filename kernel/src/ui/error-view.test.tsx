// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadedKernel } from '../api/kernel-types';
import { createI18n } from '../i18n/i18n';
import { ErrorView } from './ErrorView';
import { KernelContext } from './kernel-context';
import { ViewBoundary } from './ViewBoundary';

afterEach(cleanup);

const HASHES = 'sha384-' + 'A'.repeat(64) + ' sha384-' + 'B'.repeat(64);
const DETAIL = `Remote plugin example refused: http://127.0.0.1:5174/remoteEntry.js does not match its integrity hash (${HASHES})`;

function kernelDouble() {
  const { t } = createI18n({});
  return { t, router: { back: vi.fn() }, hooks: { error: { call: vi.fn() } } } as unknown as LoadedKernel;
}

const show = (ui: React.ReactNode, kernel = kernelDouble()) => {
  render(<KernelContext.Provider value={kernel}>{ui}</KernelContext.Provider>);
  return kernel;
};

describe('the plugin error view (issue 36)', () => {
  it('shows visitors the catalogue text; the developer detail only in a closed, wrapping <details>', () => {
    show(<ErrorView view="ExampleGreeting" detail={DETAIL} onRetry={() => {}} />);
    const view = screen.getByRole('alert');
    const details = view.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Details');
    // Outside the closed <details> nothing names a URL or a hash.
    const visible = [...view.children].filter((c) => c.tagName !== 'DETAILS').map((c) => c.textContent).join(' ');
    expect(visible).toContain('This feature failed to load');
    expect(visible).not.toMatch(/sha384|http:|remoteEntry/);
    const p = details.querySelector('p')!;
    expect(p.textContent).toBe(DETAIL);
    expect(p.style.overflowWrap).toBe('anywhere');
  });

  it('a crash goes to the collapsed detail; a failed chunk load shows its catalogue text', () => {
    const Crash = ({ error }: { error: Error }) => { throw error; };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      show(<ViewBoundary kernel={kernelDouble()} view="Send"><Crash error={new TypeError('x.y is undefined')} /></ViewBoundary>);
      expect(screen.getByRole('alert').querySelector('details p')!.textContent).toBe('x.y is undefined');
      cleanup();
      const loadFailed = Object.assign(new Error('This step could not be loaded. Check your connection and try again.'), { code: 'CODE_LOAD_FAILED' });
      show(<ViewBoundary kernel={kernelDouble()} view="Send"><Crash error={loadFailed} /></ViewBoundary>);
      const view = screen.getByRole('alert');
      expect(view.querySelector('details')).toBeNull();
      expect(view.textContent).toContain('This step could not be loaded.');
    } finally {
      quiet.mockRestore();
    }
  });
});
