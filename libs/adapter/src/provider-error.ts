/** EIP-1193 provider errors (codes of EIP-1193 and EIP-3085), as libraries (viem, ethers) read them. */
export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.');
export const unauthorized = () => new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.');
export const unrecognizedChain = (chainId: string) => new ProviderRpcError(4902, `Unrecognized chain ID "${chainId}". Add it to the widget's networks first.`);
export const invalidParams = (message: string) => new ProviderRpcError(-32602, message);
