/** Types of describe-request.mjs (plain ESM so the devnet's Node frame can import it too). */
export interface DescribeRow {
  /** What the row is (the page translates it): 'to', 'value', 'token', 'spender', 'allowance', 'field', … */
  key:
    | 'from' | 'to' | 'contractCreation' | 'value' | 'data' | 'action' | 'token' | 'recipient' | 'owner' | 'spender'
    | 'amount' | 'allowance' | 'selector' | 'message' | 'account' | 'hash' | 'primaryType' | 'domain' | 'field' | 'calls';
  value: string;
  /** The field's path, for typed-data domain and message fields. */
  path?: string;
  /** The call of a batch (1-based) the row belongs to. */
  call?: number;
  /** An approval or permit of the maximum amount. */
  unlimited?: true;
}
export interface DescribeContext {
  /** The chain a transaction without its own chain id runs on. */
  chainId?: number;
  nativeSymbol?: string;
  /** Symbol and decimals of a known ERC-20 on a chain (undefined: unknown, amounts stay in raw units). */
  token?(chainId: number | undefined, address: string): { symbol: string; decimals: number } | undefined;
}
export interface RequestDescription { method: string; rows: DescribeRow[]; raw: string }
export class DescribeError extends Error {}
export function parseQuantity(v: unknown, field: string): bigint;
export function describeTransaction(tx: unknown, ctx: DescribeContext, chainId: number | undefined, call?: number): DescribeRow[];
export function describeRequest(method: string, params: unknown, ctx?: DescribeContext): RequestDescription;
