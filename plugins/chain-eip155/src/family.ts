/**
 * The eip155 family service ('chainFamily:eip155'): the family contract of lib-wallet implemented with
 * the eip155 service — hex addresses, balances from the wallet (EIP-7811) or the balance API (spec §7),
 * native and ERC-20 transfers, the gas fee, personal_sign, receipts from the network's public client,
 * sign-in with EIP-4361 (sign-in.ts).
 */
import { formatUnits, isAddress } from 'viem';
import type { PluginApi } from '@gangway/kernel';
import type { Eip155Service } from '@gangway/lib-eip155';
import { balanceDeps, explorerPage, fetchTokenBalances, NATIVE_TOKEN_CONTRACT, type ChainFamily } from '@gangway/lib-wallet';
import { erc20Transfer, tokenContract, transferTransaction } from '@gangway/lib-eip155/transfer';
import { eip155SignIn } from './sign-in';
import { eip155WalletConnect } from './walletconnect';

export function eip155Family(api: PluginApi, service: Eip155Service): ChainFamily {
  return {
    namespace: 'eip155',
    // The aggregator's and balance service's 0xeeee… for the native coin (spec §9).
    nativeTokenAddress: NATIVE_TOKEN_CONTRACT,
    isAddress: (value) => isAddress(value, { strict: false }),
    balances: (address, network, opts) => fetchTokenBalances(balanceDeps(api, 'eip155'), { address, network, forceUpdate: opts?.force }),
    async nativeBalance(address, network) {
      const { symbol, decimals } = network.nativeCurrency;
      return { balance: formatUnits(await service.readNativeBalance(address as `0x${string}`, network.id), decimals), symbol };
    },
    async send({ token, from, to, amount }) {
      // ERC-20: a contract write from the connected address; either way the service checks the
      // wallet's answer is a transaction hash (0x + 64 hex, spec §5).
      const contract = tokenContract(token);
      if (contract) return service.writeContract(erc20Transfer(contract, to, amount));
      return service.sendTransaction(transferTransaction(token, from, to, amount));
    },
    async confirm(hash, network) {
      const r = await service.publicClient(network.id).waitForTransactionReceipt({ hash: hash as `0x${string}`, timeout: 60_000 });
      return r.status === 'success' ? 'success' : 'failed';
    },
    async estimateFee({ token, from, to, amount, network }) {
      const { fee } = await service.estimateGas(transferTransaction(token, from, to, amount));
      return { fee, symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals };
    },
    signMessage: (message, address) => service.signMessage(message, address as `0x${string}`),
    explorerUrl: explorerPage,
    signIn: eip155SignIn(service, () => api.options.networks),
    walletConnect: eip155WalletConnect,
  };
}
