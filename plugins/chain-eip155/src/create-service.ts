/** Builds the eip155 service from a plugin api (kept apart from setup so tests can build one directly). */
import { GangwayError, type Network, type PluginApi } from '@gangway/kernel';
import { createPublicClient, encodeFunctionData, erc20Abi, numberToHex, type Address, type EncodeFunctionDataParameters, type PublicClient } from 'viem';
import { formatAmount, parseUnits } from './format';
import { eip155Networks, findEip155Network, rpcUrlsFor } from '@gangway/lib-eip155';
import { rpcTransport, type RpcTransportOptions } from '@gangway/lib-eip155/rpc-transport';
import type { Eip155Service } from '@gangway/lib-eip155';
import { sessionRequest } from '@gangway/lib-wallet';
import { SignatureSchema, TxHashSchema, walletAnswer } from '@gangway/lib-eip155';
import { createBatchApi } from './batch';

export interface RpcDeps {
  /** The chains the RPC proxy serves (GET v1/supported-chains), once known; asked only for a network without its own URL. */
  supportedChains?(): readonly string[] | undefined;
  /** No node serves the network: the Network Not Found alert (spec §8). */
  onNetworkNotFound?(network: Network): void;
  /** Transport options (spec §9 limits live in rpc-transport; tests pass a fetch double). */
  transport?: RpcTransportOptions;
}

export function createEip155Service(api: Pick<PluginApi, 'options' | 'hooks'> & { readonly state: Pick<PluginApi['state'], 'getState'> }, deps: RpcDeps = {}): Eip155Service {
  const clients = new Map<string, PublicClient>();
  const rpcUrls = (network: Network) => rpcUrlsFor(network, api.options.endpoints.rpc, api.options.projectId, deps.supportedChains);
  const notFound = (network: Network): never => {
    deps.onNetworkNotFound?.(network);
    throw new GangwayError('NETWORK_NOT_FOUND', undefined, { details: { caipNetworkId: network.caipNetworkId } });
  };

  /**
   * The eip155 namespace's network and connected address in the kernel state. Unlike network(), no
   * fallback: the network is undefined when an eip155 account arrived on a chain the host does not
   * list while it lists no eip155 network at all (the kernel adopts only listed networks), and then
   * network() would answer eip155:1 for a wallet that may be anywhere.
   */
  const activeNetwork = () => api.state.getState().chains.eip155?.network.caipNetwork;
  const connectedAddress = () => {
    const account = api.state.getState().chains.eip155?.account;
    return account?.status === 'connected' ? account.address as Address | undefined : undefined;
  };

  const service: Eip155Service = {
    networks: () => eip155Networks(api.options.networks as Network[]),
    network(chainId) {
      if (chainId === undefined) {
        const active = api.state.getState().chains.eip155?.network.caipNetwork;
        return active ?? service.networks()[0];
      }
      const found = findEip155Network(api.options.networks as Network[], chainId);
      if (!found) throw new GangwayError('NETWORK_NOT_FOUND');
      return found;
    },
    rpcUrl: (network) => rpcUrls(network)[0] ?? notFound(network),
    publicClient(chainId) {
      const network = service.network(chainId);
      const urls = rpcUrls(network);
      if (!urls.length) notFound(network);
      // Keyed by the whole list (the network's own URLs, or the proxy): a host's networks can share ids.
      const key = `${network.caipNetworkId} ${urls.join(' ')}`;
      let client = clients.get(key);
      if (!client) {
        const chain = { id: Number(network.id), name: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: { default: { http: urls } } };
        client = createPublicClient({ chain, transport: rpcTransport(urls, deps.transport) }) as PublicClient;
        clients.set(key, client);
      }
      return client;
    },
    readNativeBalance: (address, chainId) => service.publicClient(chainId).getBalance({ address }),
    async readErc20(token, owner, chainId) {
      const client = service.publicClient(chainId);
      const read = <R>(functionName: 'decimals' | 'symbol' | 'name') =>
        client.readContract({ address: token, abi: erc20Abi, functionName }) as Promise<R>;
      const [decimals, symbol, name, balance] = await Promise.all([
        read<number>('decimals'),
        read<string>('symbol'),
        read<string>('name'),
        owner ? client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) : undefined,
      ]);
      return { decimals, symbol, name, balance };
    },
    formatAmount,
    parseAmount: (value, decimals) => parseUnits(value, decimals),
    request: sessionRequest(api, 'eip155'),
    async sendTransaction({ from, to, value, data }) {
      const tx = { from, to, ...(value !== undefined && { value: numberToHex(value) }), ...(data && { data }) };
      return walletAnswer(TxHashSchema, 'eth_sendTransaction', await service.request('eth_sendTransaction', [tx])) as `0x${string}`;
    },
    async estimateGas({ from, to, value, data }) {
      const network = activeNetwork();
      if (!network) throw new GangwayError('CAIP_NETWORK_UNDEFINED');
      // By chain id: a chain the host does not list (the 'Unknown Network' stand-in) is 'Network not found', never a guess.
      const client = service.publicClient(network.id);
      const [gas, gasPrice] = await Promise.all([client.estimateGas({ account: from, to, value, data }), client.getGasPrice()]);
      return { gas, gasPrice, fee: gas * gasPrice };
    },
    async writeContract({ address, abi, functionName, args, value }) {
      const from = connectedAddress();
      if (!activeNetwork() || !from) throw new GangwayError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED');
      const data = encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters);
      return service.sendTransaction({ from, to: address, value, data });
    },
    async signMessage(message, address: Address) {
      return walletAnswer(SignatureSchema, 'personal_sign', await service.request('personal_sign', [message, address])) as `0x${string}`;
    },
    // EIP-5792 (batch.ts): through the service's own request, network and sendTransaction.
    ...createBatchApi({
      network: (chainId) => service.network(chainId),
      request: (method, params) => service.request(method, params),
      sendTransaction: (tx) => service.sendTransaction(tx),
      publicClient: (chainId) => service.publicClient(chainId),
    }, { active: () => ({ network: activeNetwork(), address: connectedAddress() }) }),
  };
  return service;
}
