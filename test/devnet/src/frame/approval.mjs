// The frame's approval (as the real secure frame does it: the visitor approves inside the frame, which
// the app shows over its ApproveTransaction view). The backend says whether a request needs approval and
// what it asks, decoded by the shared describer (libs/eip155/src/describe-request.mjs) with the devnet's
// own tokens, so amounts read in units and symbols; approval-page.mjs shows it.
import { DescribeError, describeRequest } from '../../../../libs/eip155/src/describe-request.mjs';
import { TOKENS } from '../evm/chains.mjs';

/** What the real frame asks the visitor for (W3mFrameRpcConstants.NOT_SAFE_RPC_METHODS; spec §6). */
export const APPROVAL_METHODS = new Set([
  'personal_sign', 'eth_sign', 'eth_signTypedData', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls',
  'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation',
  'solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction',
]);

/**
 * @param {import('../api/world.mjs').World} world
 * @param {{ method?: unknown, params?: unknown, chainId?: unknown }} payload the RPC_REQUEST payload
 * @returns {{ ok: true, payload: { approval: import('../../../../libs/eip155/src/describe-request.d.mts').RequestDescription | null } } | { ok: false, payload: { message: string } }}
 */
export function approvalFor(world, payload) {
  const method = payload?.method;
  if (typeof method !== 'string') return { ok: false, payload: { message: 'Malformed request: no method' } };
  if (!APPROVAL_METHODS.has(method)) return { ok: true, payload: { approval: null } };
  const chainId = payload.chainId === undefined ? undefined : Number(String(payload.chainId).split(':').pop());
  try {
    const approval = describeRequest(method, payload.params, {
      chainId: Number.isFinite(chainId) ? chainId : undefined,
      nativeSymbol: 'ETH',
      token(id, address) {
        const tokens = id === undefined ? undefined : world.evmChain(id)?.contracts.tokens;
        const key = tokens && Object.entries(tokens).find(([, a]) => a.toLowerCase() === address.toLowerCase())?.[0];
        const t = key ? TOKENS.find((x) => x.key === key) : undefined;
        return t ? { symbol: t.symbol, decimals: t.decimals } : undefined;
      },
    });
    return { ok: true, payload: { approval } };
  } catch (e) {
    if (e instanceof DescribeError) return { ok: false, payload: { message: e.message } };
    throw e;
  }
}
