// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { $, fail, onClick, show } from './page';

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  document.body.innerHTML = '<button data-testid="go">Go</button> <span data-testid="out">—</span> <span data-testid="lib-error"></span>';
});

describe('the example pages by test id', () => {
  it('finds an element and shows text in it', () => {
    show('out', 'connected');
    expect($('out').textContent).toBe('connected');
  });

  it("shows a failure's message in lib-error, an Error's or anything else's", () => {
    fail(new Error('User rejected the request.'));
    expect($('lib-error').textContent).toBe('User rejected the request.');
    fail('plain');
    expect($('lib-error').textContent).toBe('plain');
  });

  it("runs a click's work, and a rejection lands in lib-error instead of the console", async () => {
    const runs: string[] = [];
    onClick('go', async () => { runs.push('ran'); });
    $('go').click();
    await settle();
    expect(runs).toEqual(['ran']);
    expect($('lib-error').textContent).toBe('');

    onClick('go', async () => { throw new Error('Network not found'); });
    $('go').click();
    await settle();
    expect($('lib-error').textContent).toBe('Network not found');
  });
});
