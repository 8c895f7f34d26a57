// AppKit's BitcoinConnector shape over Gangway's Bitcoin adapter: what each call asks of the wallet and what it answers.
import { describe, expect, it, vi } from 'vitest';
import { bitcoinConnector } from './bitcoin-connector';
import { BitcoinAdapter } from './bitcoin';

function fakeAdapter() {
  const wallet = {
    wallet: null,
    getAddresses: vi.fn(async () => [{ address: 'bcrt1qpay', purpose: 'payment' as const, publicKey: '02ab' }, { address: 'bcrt1pord', purpose: 'ordinal' as const }]),
    signMessage: vi.fn(async ({ address }: { message: string; address?: string }) => ({ address: address ?? 'bcrt1qpay', signature: 'c2ln' })),
    signPsbt: vi.fn(async ({ psbt }: { psbt: string }) => ({ psbt: `${psbt}-signed`, txid: 'ab'.repeat(32) })),
    sendTransfer: vi.fn(async () => ({ txid: 'cd'.repeat(32) })),
    request: vi.fn(async ({ method }: { method: string }) => `${method}:answer`),
  };
  const adapter = { getProvider: vi.fn(async () => wallet), switchNetwork: vi.fn(async () => undefined) };
  return { wallet, adapter, connector: bitcoinConnector(adapter as never) };
}

describe("AppKit's Bitcoin provider (BitcoinConnector)", () => {
  it('getAccountAddresses lists the wallet addresses with their purpose (and public key when known)', async () => {
    const { connector } = fakeAdapter();
    expect(await connector.getAccountAddresses()).toEqual([
      { address: 'bcrt1qpay', purpose: 'payment', publicKey: '02ab' },
      { address: 'bcrt1pord', purpose: 'ordinal' },
    ]);
  });

  it('signMessage and sendTransfer resolve to strings, as AppKit documents', async () => {
    const { connector, wallet } = fakeAdapter();
    expect(await connector.signMessage({ message: 'hi', address: 'bcrt1pord' })).toBe('c2ln');
    expect(wallet.signMessage).toHaveBeenCalledWith({ message: 'hi', address: 'bcrt1pord' });
    expect(await connector.sendTransfer({ amount: '1500', recipient: 'bcrt1qto' })).toBe('cd'.repeat(32));
    expect(wallet.sendTransfer).toHaveBeenCalledWith({ recipientAddress: 'bcrt1qto', amount: '1500' });
  });

  it("refuses an 'ecdsa' signature rather than signing BIP-322 under that name", async () => {
    const { connector, wallet } = fakeAdapter();
    await expect(connector.signMessage({ message: 'hi', address: 'bcrt1qpay', protocol: 'ecdsa' })).rejects.toThrow(/ecdsa/);
    expect(wallet.signMessage).not.toHaveBeenCalled();
  });

  it('signPSBT passes the inputs and broadcast flag on and answers { psbt, txid }', async () => {
    const { connector, wallet } = fakeAdapter();
    const res = await connector.signPSBT({ psbt: 'cHNidP8', signInputs: [{ address: 'bcrt1qpay', index: 0, sighashTypes: [1], disableTweakSigner: true }], broadcast: true });
    expect(res).toEqual({ psbt: 'cHNidP8-signed', txid: 'ab'.repeat(32) });
    expect(wallet.signPsbt).toHaveBeenCalledWith({ psbt: 'cHNidP8', signInputs: [{ address: 'bcrt1qpay', index: 0, sighashTypes: [1] }], broadcast: true });
  });

  it('switchNetwork takes a CAIP-2 id; request reaches the wallet', async () => {
    const { connector, adapter } = fakeAdapter();
    await connector.switchNetwork('bip122:000000000933ea01ad0ee984209779ba');
    expect(adapter.switchNetwork).toHaveBeenCalledWith('bip122:000000000933ea01ad0ee984209779ba');
    expect(await connector.request({ method: 'getBalance' })).toBe('getBalance:answer');
  });

  it("a disconnected adapter's error reaches the caller", async () => {
    const adapter = { getProvider: vi.fn(async () => { throw new Error('No ActiveCaipAddress found'); }), switchNetwork: vi.fn() };
    await expect(bitcoinConnector(adapter as never).getAccountAddresses()).rejects.toThrow('No ActiveCaipAddress found');
  });

  it('the AppKit BitcoinAdapter hands out one connector (what useAppKitProvider("bip122") returns)', () => {
    const adapter = new BitcoinAdapter();
    expect(adapter.appKitProvider).toBe(adapter.appKitProvider);
    expect(typeof adapter.appKitProvider.getAccountAddresses).toBe('function');
  });
});
