// The one network the SDK host configures (a placeholder RPC: nothing here is ever sent).
export const ethereum = {
  id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example.com'] } },
};
