/**
 * Sign-in message text of a chain family (local and server mode): the family's own standard when its
 * chain plugin has one (EIP-4361 on EVM chains), else CAIP-122's text layout naming the family's
 * account ("your Solana account", "your Bitcoin account", …). `parseSiwxMessage` returns the fields of
 * a text and refuses anything but the canonical form, so the fields a verifier checks are exactly the
 * ones the wallet signed.
 */
import type { FamilySignIn } from '@gangway/lib-wallet';
import type { SIWXMessageData } from '../types';
import { namespaceOf } from '../namespace';
import { formatTextMessage, parseTextMessage } from './text-format';

export async function formatSiwxMessage(family: FamilySignIn, d: SIWXMessageData): Promise<string> {
  return family.message ? family.message.format(d) : formatTextMessage(family.accountName, d);
}

/** The fields of a sign-in text of the family on `chainId`'s namespace; throws when it is malformed or not canonical. */
export async function parseSiwxMessage(family: FamilySignIn, chainId: string, text: string): Promise<SIWXMessageData> {
  return family.message ? family.message.parse(text) : parseTextMessage(family.accountName, namespaceOf(chainId), text);
}
