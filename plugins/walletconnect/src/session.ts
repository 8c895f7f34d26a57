/**
 * What a WalletConnect session says about the account, validated (a wallet's answer is outside
 * input): the eip155 accounts must be CAIP-10 ('Invalid CAIP-10 address' otherwise).
 */
import { ERRORS, GangwayError, type ConnectResult, type WalletInfo } from '@gangway/kernel';
import * as v from 'valibot';

/**
 * An eip155 account of the session: CAIP-10 (three non-empty parts, spec §5) whose parts are the
 * eip155 namespace, a decimal chain id and an EVM address. Anything else is 'Invalid CAIP-10
 * address': three parts alone let `eip155:1:<script>` become the connected address (found by the
 * fuzz suite).
 */
const Caip10 = v.pipe(v.string(), v.check((s) => /^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/.test(s), ERRORS.CAIP10));

export const SessionSchema = v.looseObject({
  topic: v.string(),
  namespaces: v.looseObject({ eip155: v.looseObject({ accounts: v.pipe(v.array(Caip10), v.minLength(1)) }) }),
  peer: v.optional(v.looseObject({ metadata: v.optional(v.looseObject({ name: v.optional(v.string()), icons: v.optional(v.array(v.string())) })) })),
});
export type SessionLike = v.InferOutput<typeof SessionSchema>;

export interface ChosenWallet { id: string; name: string; rdns?: string | null; image_id?: string }

/**
 * The account the session gives on the preferred chain (the active network when the wallet
 * approved it, else the wallet's first account).
 */
export function resultFromSession(raw: unknown, preferredChainId?: string | number, chosen?: ChosenWallet): ConnectResult {
  const r = v.safeParse(SessionSchema, raw);
  if (!r.success) {
    const caip = r.issues.some((i) => i.message === ERRORS.CAIP10);
    throw new GangwayError(caip ? 'CAIP10' : 'INVALID_RESPONSE', caip ? ERRORS.CAIP10 : 'The wallet returned a session without eip155 accounts');
  }
  const accounts = r.output.namespaces.eip155.accounts.map((a) => a.split(':'));
  const pick = accounts.find(([, chain]) => preferredChainId !== undefined && chain === String(preferredChainId)) ?? accounts[0];
  const meta = r.output.peer?.metadata;
  const wallet: WalletInfo & { imageId?: string } = { name: chosen?.name ?? meta?.name ?? 'WalletConnect', type: 'WALLET_CONNECT' };
  const icon = meta?.icons?.[0];
  if (icon) wallet.icon = icon;
  if (chosen) {
    wallet.identifier = chosen.id;
    if (chosen.rdns) wallet.rdns = chosen.rdns;
    if (chosen.image_id) wallet.imageId = chosen.image_id;
  }
  return { namespace: 'eip155', address: pick[2], chainId: pick[1], wallet };
}
