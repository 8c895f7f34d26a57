/**
 * The secure frame's URL as AppKit builds it (appkit packages/wallet/src/W3mFrame.ts:24-51):
 * `<frame>?projectId=…&chainId=<CAIP-2>&version=4&enableLogger=…&rpcUrl=<blockchain API>`. The real
 * frame reads `version` (W3mFrameConstants.ts:14-17, '4'), the network it starts on and the RPC base it
 * proxies chain calls through; Gangway once sent `sdkVersion=4` and neither of the other two.
 */
import { SECURE_SDK_VERSION } from './frame-protocol';

/** AppKit's default RPC base for the frame (appkit packages/common/src/utils/ConstantsUtil.ts:7). */
export const DEFAULT_FRAME_RPC = 'https://rpc.walletconnect.org';
/** AppKit's default network when none is active (W3mFrame.ts:75). */
export const DEFAULT_FRAME_CHAIN = 'eip155:1';

export interface FrameUrlParts {
  /** The configured frame URL (options.endpoints.frame). */
  frameUrl: string;
  projectId: string;
  /** The CAIP-2 id of the network the visitor is on (or AppKit's default). */
  chainId?: string;
  /** The blockchain API's base URL (options.endpoints.rpc); AppKit's default is rpc.walletconnect.org. */
  rpcUrl: string;
}

export function secureFrameUrl({ frameUrl, projectId, chainId, rpcUrl }: FrameUrlParts): string {
  const url = new URL(`${frameUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('chainId', chainId || DEFAULT_FRAME_CHAIN);
  url.searchParams.set('version', String(SECURE_SDK_VERSION));
  // The frame's console logging: off (AppKit's `enableAuthLogger` option, W3mFrame.ts:38).
  url.searchParams.set('enableLogger', 'false');
  url.searchParams.set('rpcUrl', rpcUrl.replace(/\/+$/, ''));
  return url.toString();
}
