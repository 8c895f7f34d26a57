/**
 * The Bitcoin family service ('chainFamily:bip122'): the family contract of lib-wallet implemented with
 * the 'bip122' service — addresses of the active network, the balance summed from the address's UTXOs
 * (Bitcoin has no balance API, spec §9; cached 30 s like the portfolio), BIP-322 message signing,
 * sign-in (sign-in.ts). No
 * `send`: spec §5/§9 offer no Send view on Bitcoin (the host's provider sends, `sendTransfer`).
 */
import type { PluginApi } from '@gangway/kernel';
import { balanceCacheKey, explorerPage, formatBaseUnits, type ChainFamily } from '@gangway/lib-wallet';
import type { BitcoinService } from './public';
import { bitcoinSignIn } from './sign-in';
import { bip122WalletConnect } from './walletconnect';

export function bitcoinFamily(api: Pick<PluginApi, 'storage'>, service: BitcoinService): ChainFamily {
  return {
    namespace: 'bip122',
    // Bitcoin has no token standard the services list; AppKit's placeholder (ConstantsUtil.ts:204).
    nativeTokenAddress: '0x',
    isAddress: (value, network) => service.isAddress(value, network),
    async balances(address, network, opts) {
      const key = balanceCacheKey(network, address);
      const cached = opts?.force ? undefined : api.storage.cache.get('portfolio', key);
      if (cached) return cached as never;
      const balances = await service.getBalances(address, network);
      api.storage.cache.set('portfolio', key, balances as never);
      return balances;
    },
    async nativeBalance(address, network) {
      return { balance: formatBaseUnits(await service.getBalance(address, network), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol };
    },
    signMessage: (message, address) => service.signMessage(message, address),
    explorerUrl: explorerPage,
    signIn: bitcoinSignIn,
    walletConnect: bip122WalletConnect,
  };
}
