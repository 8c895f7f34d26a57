/**
 * React bindings of the bitcoin adapter:
 *
 *   const { isConnected, address, addresses } = useBitcoinAccount(bitcoinAdapter);
 *   const { provider } = useBitcoinProvider(bitcoinAdapter);   // undefined until a wallet is connected
 *   await provider?.signMessage({ message: 'hello' });
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { BitcoinAccount, BitcoinAdapter, BitcoinProvider } from './index';

export function useBitcoinAccount(adapter: BitcoinAdapter): BitcoinAccount {
  return useSyncExternalStore(adapter.subscribe, adapter.getAccount, adapter.getAccount);
}

export function useBitcoinProvider(adapter: BitcoinAdapter): { provider: BitcoinProvider | undefined } {
  const { isConnected, address } = useBitcoinAccount(adapter);
  const [provider, setProvider] = useState<BitcoinProvider>();
  useEffect(() => {
    let live = true;
    if (!isConnected) { setProvider(undefined); return; }
    adapter.getProvider().then((p) => { if (live) setProvider(p); }, () => { if (live) setProvider(undefined); });
    return () => { live = false; };
  }, [adapter, isConnected, address]);
  return { provider };
}
