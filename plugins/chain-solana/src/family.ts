/**
 * The Solana family service ('chainFamily:solana'): the family contract of lib-wallet implemented with
 * the 'solana' service — base58 addresses, balances from the balance API (spec §7), SOL and SPL
 * transfers signed by the wallet, message signing, sign-in (sign-in.ts). Solana sends show no fee line (no estimate here).
 */
import type { PluginApi } from '@gangway/kernel';
import { balanceDeps, explorerPage, fetchTokenBalances, type ChainFamily } from '@gangway/lib-wallet';
import type { SolanaService } from './public';
import { solanaSignIn } from './sign-in';
import { solanaWalletConnect } from './walletconnect';

/**
 * The services' address for SOL itself (spec §9 native token placeholder; AppKit ConstantsUtil.ts:47
 * and :202): 43 characters, not the wrapped-SOL mint (…112), so it names no account on chain.
 */
export const SOL_NATIVE_ADDRESS = 'So11111111111111111111111111111111111111111';

export function solanaFamily(api: PluginApi, service: SolanaService): ChainFamily {
  const family: ChainFamily = {
    namespace: 'solana',
    nativeTokenAddress: SOL_NATIVE_ADDRESS,
    isAddress: (value) => service.isAddress(value),
    balances: (address, network, opts) => fetchTokenBalances(balanceDeps(api, 'solana'), { address, network, forceUpdate: opts?.force }),
    async nativeBalance(address, network) {
      // The balance API's list (the one the token tab shows) carries SOL; no SOL entry means none held.
      const native = (await family.balances(address, network)).find((b) => !b.address);
      return { balance: native?.quantity.numeric ?? '0', symbol: native?.symbol ?? network.nativeCurrency.symbol };
    },
    send: ({ token, from, to, amount }) => service.sendTransfer({ token, from, to: to.trim(), amount }),
    confirm: (signature, network) => service.confirm(signature, network),
    estimateFee: async () => undefined,
    signMessage: (message, address) => service.signMessage(message, address),
    explorerUrl: explorerPage,
    signIn: solanaSignIn(service),
    walletConnect: solanaWalletConnect,
  };
  return family;
}
