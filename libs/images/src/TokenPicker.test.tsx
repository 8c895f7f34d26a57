// @vitest-environment happy-dom
// The token picker: suggested first on an empty search, a search lists matches, icons or the token
// image by symbol, initials when an image fails (never a broken image).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PluginApi } from '@gangway/kernel';
import { createImageLoader } from './loader';
import { TokenPicker, type PickerToken } from './TokenPicker';

afterEach(cleanup);

const labels = { open: 'Choose token', search: 'Search tokens', suggested: 'Suggested', all: 'All tokens', none: 'No token matches' };
const tokens: PickerToken[] = [
  { key: 'a', symbol: 'FOO', name: 'Foo' },
  { key: 'b', symbol: 'USDC', name: 'USD Coin', imageUrl: 'https://icons.test/usdc.png' },
  { key: 'c', symbol: 'ETH', name: 'Ether' },
  { key: 'd', symbol: 'BAD', name: 'Broken' },
];
/** Suggested: ETH then USDC (the caller's order); a search filters by symbol. */
const order = (list: readonly PickerToken[], q: string) => (q
  ? { suggested: [], rest: list.filter((t) => t.symbol.toLowerCase().includes(q.toLowerCase())) }
  : { suggested: ['ETH', 'USDC'].map((s) => list.find((t) => t.symbol === s)!), rest: list.filter((t) => !['ETH', 'USDC'].includes(t.symbol)) });

function loader() {
  const asked: string[] = [];
  const http = {
    url: (_s: string, p: string) => `http://ws.test${p}`,
    async get(_s: string, path: string) {
      asked.push(path);
      if (path.endsWith('/BAD')) throw new Error('HTTP 404');
      return new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    },
  } as unknown as Pick<PluginApi['http'], 'get' | 'url'>;
  let n = 0;
  return { asked, loader: createImageLoader(http, { createObjectURL: () => `blob:t/${++n}`, revokeObjectURL: () => undefined, now: () => 0 }) };
}

describe('TokenPicker', () => {
  it('an empty search lists the suggested tokens first under their heading, then the rest; choosing reports the key and closes', async () => {
    const { loader: l } = loader();
    const onSelect = vi.fn();
    render(<TokenPicker tokens={tokens} order={order} onSelect={onSelect} loader={l} labels={labels} testId="tp" />);
    fireEvent.click(screen.getByTestId('tp-open'));
    const rows = screen.getAllByTestId('tp-option');
    expect(rows.map((r) => r.dataset.symbol)).toEqual(['ETH', 'USDC', 'FOO', 'BAD']);
    expect(rows.map((r) => r.dataset.suggested !== undefined)).toEqual([true, true, false, false]);
    expect(screen.getByTestId('tp-suggested').textContent).toBe('Suggested');
    fireEvent.click(rows[1].querySelector('button')!);
    expect(onSelect).toHaveBeenCalledWith('b');
    expect(screen.queryByTestId('tp-option')).toBeNull();
  });

  it('a search lists only the matches, no suggested heading; nothing matching says so', () => {
    render(<TokenPicker tokens={tokens} order={order} onSelect={() => undefined} labels={labels} testId="tp" />);
    fireEvent.click(screen.getByTestId('tp-open'));
    fireEvent.change(screen.getByTestId('tp-search'), { target: { value: 'us' } });
    expect(screen.getAllByTestId('tp-option').map((r) => r.dataset.symbol)).toEqual(['USDC']);
    expect(screen.queryByTestId('tp-suggested')).toBeNull();
    fireEvent.change(screen.getByTestId('tp-search'), { target: { value: 'zzz' } });
    expect(screen.getByTestId('tp-none').textContent).toBe('No token matches');
  });

  it("a token's icon URL is used as is; one without asks the token image by symbol; a failed one shows initials, not a broken image", async () => {
    const { loader: l, asked } = loader();
    render(<TokenPicker tokens={tokens} order={order} onSelect={() => undefined} loader={l} labels={labels} testId="tp" />);
    fireEvent.click(screen.getByTestId('tp-open'));
    const image = (symbol: string) => document.querySelector(`[data-symbol="${symbol}"] [data-testid="tp-image"]`) as HTMLElement;
    expect(image('USDC').getAttribute('src')).toBe('https://icons.test/usdc.png');
    await waitFor(() => expect(image('ETH').getAttribute('src')).toMatch(/^blob:t\//));
    await waitFor(() => expect(image('BAD').dataset.fallback).toBe(''));
    expect(image('BAD').tagName).toBe('SPAN');
    expect(asked).toEqual(expect.arrayContaining(['/public/getTokenImage/ETH', '/public/getTokenImage/FOO', '/public/getTokenImage/BAD']));
    expect(asked).not.toContain('/public/getTokenImage/USDC');
    // An icon URL that fails to load falls back to initials too.
    await act(async () => { fireEvent.error(image('USDC')); });
    expect(image('USDC').dataset.fallback).toBe('');
  });

  it('is disabled with no tokens', () => {
    render(<TokenPicker tokens={[]} order={order} onSelect={() => undefined} labels={labels} testId="tp" />);
    expect((screen.getByTestId('tp-open') as HTMLButtonElement).disabled).toBe(true);
  });
});
