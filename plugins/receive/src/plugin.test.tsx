// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import encodeQR from 'qr';
import decodeQR from 'qr/decode.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPluginHarness } from '@gangway/kernel/testing';
import { TEST_ADDRESS, balanceFetch, createFakeWallet, evmTestNetworks } from '@gangway/lib-wallet/testing';
import { receiveManifest } from './manifest';
import { QR_OPTIONS, qrSvg } from './qr-svg';

afterEach(cleanup);

async function connected() {
  // The network icons come from the image endpoint (balanceFetch answers image paths with an SVG).
  const h = createPluginHarness(receiveManifest, { options: { networks: evmTestNetworks }, fakes: [createFakeWallet().plugin], fetch: balanceFetch(() => ({})).fetch });
  await h.kernel.connect({ connectorId: 'fake' });
  await h.renderView('Receive');
  return h;
}

describe('Receive', () => {
  it('shows the address, its QR code as SVG, the network and the networks it works on', async () => {
    await connected();
    expect(screen.getByTestId('receive-address').textContent).toBe(TEST_ADDRESS);
    const qr = screen.getByTestId('receive-qr');
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(/ d="([^"]+)"/.exec(qrSvg(TEST_ADDRESS))?.[1]);
    expect(screen.getByTestId('receive-network').textContent).toBe('Your address on Gangway Devnet');
    expect([...screen.getByTestId('receive-networks').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Gangway Devnet', 'Ethereum']);
  });

  it('shows a network icon beside every network: the active one and each one the address works on', async () => {
    await connected();
    // Three networks shown (the active one, then the list of two). Ethereum's icon comes from the image
    // endpoint by the service's image id; the devnet chain has none, so its initials show (docs/wire.md).
    await waitFor(() => expect(screen.getAllByTestId('network-icon')[2].getAttribute('src')).toMatch(/^blob:/));
    const [active, devnet] = screen.getAllByTestId('network-icon');
    expect([active.dataset.fallback, devnet.dataset.fallback]).toEqual(['', '']);
  });

  it('copies the address with the Clipboard API', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const h = await connected();
    fireEvent.click(screen.getByTestId('receive-copy'));
    await waitFor(() => expect(h.kernel.store.getState().toast).toMatchObject({ variant: 'success', message: 'Address copied' }));
    expect(writeText).toHaveBeenCalledWith(TEST_ADDRESS);
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => { throw new Error('denied'); } }, configurable: true });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    const h = await connected();
    fireEvent.click(screen.getByTestId('receive-copy'));
    await waitFor(() => expect(h.kernel.store.getState().toast?.message).toBe('Address copied'));
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('says so when no wallet is connected', async () => {
    const h = createPluginHarness(receiveManifest);
    await h.renderView('Receive');
    expect(screen.getByTestId('receive-view').textContent).toBe('No wallet is connected.');
  });
});

describe('qr code', () => {
  it('encodes the address so a reader decodes it back', () => {
    const raw = encodeQR(TEST_ADDRESS, 'raw', QR_OPTIONS);
    const scale = 4;
    const w = raw.length * scale;
    const data = new Uint8Array(w * w * 3);
    for (let y = 0; y < w; y++) for (let x = 0; x < w; x++) data.fill(raw[Math.floor(y / scale)][Math.floor(x / scale)] ? 0 : 255, (y * w + x) * 3, (y * w + x) * 3 + 3);
    expect(decodeQR({ width: w, height: w, data })).toBe(TEST_ADDRESS);
  });
});
