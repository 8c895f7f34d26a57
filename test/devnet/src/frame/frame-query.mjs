// The query the frame page is loaded with, checked as AppKit builds it (appkit packages/wallet/src/
// W3mFrame.ts:24-51: projectId, chainId, version=4, enableLogger, rpcUrl). A frame opened otherwise
// (Gangway's old `sdkVersion=4`, no chainId or rpcUrl) answers an error page and never says READY,
// so the client's load timeout (spec: 20 s) shows, as a misconfigured real frame would.

/** The SDK protocol version the frame speaks (W3mFrameConstants.ts:14-17). */
export const FRAME_VERSION = '4';

/**
 * Why the frame refuses to start with this query, or undefined.
 * @param {Record<string, string>} q @param {{ projects: { get(id: string): unknown } }} world
 */
export function frameQueryProblem(q, world) {
  if (!q.projectId) return 'Missing projectId';
  if (!world.projects.get(q.projectId)) return `Unknown projectId ${q.projectId}`;
  if (q.version !== FRAME_VERSION) return `Unsupported version ${q.version ?? '(none)'}: this frame speaks version ${FRAME_VERSION}`;
  if (!q.chainId || !/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(q.chainId)) return `Invalid chainId ${q.chainId ?? '(none)'}: a CAIP-2 id`;
  try {
    if (!['http:', 'https:'].includes(new URL(q.rpcUrl ?? '').protocol)) return `Invalid rpcUrl ${q.rpcUrl}`;
  } catch {
    return `Invalid rpcUrl ${q.rpcUrl ?? '(none)'}`;
  }
  return undefined;
}
