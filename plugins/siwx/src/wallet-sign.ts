/** Asks the connected wallet of the family to sign a sign-in text; returns the signature in the family's encoding. */
import type { ChainNamespace, PluginApi } from '@gangway/kernel';
import { toHex } from 'viem';
import * as z from 'zod/mini';
import { base58Encode } from './verify/base58';

const Hex = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/));
const Signed = z.union([z.string(), z.looseObject({ signature: z.string() })]);
const signatureOf = (v: z.infer<typeof Signed>) => (typeof v === 'string' ? v : v.signature);

export async function walletSign(api: PluginApi, ns: ChainNamespace, text: string, address: string): Promise<string> {
  if (ns === 'eip155') return z.parse(Hex, await api.request(ns, 'personal_sign', [toHex(text), address]));
  if (ns === 'solana') return signatureOf(z.parse(Signed, await api.request(ns, 'solana_signMessage', { message: base58Encode(new TextEncoder().encode(text)), pubkey: address })));
  if (ns === 'bip122') return signatureOf(z.parse(Signed, await api.request(ns, 'signMessage', { address, message: text, protocol: 'bip322' })));
  throw new Error(`Sign-in is not supported on ${ns}`);
}
