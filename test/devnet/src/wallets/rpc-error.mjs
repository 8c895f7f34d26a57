// A JSON-RPC error as the test wallets answer it (EIP-1193: a numeric code, a message, optional data).
export class RpcError extends Error {
  /** @param {number} code @param {string} message @param {unknown} [data] */
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}
