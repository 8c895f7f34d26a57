/**
 * The plain-text sign-in format of the non-EVM families: Sign-In-With-Solana (the EIP-4361 layout
 * with "Solana account"), and the same layout for Bitcoin, whose text is then signed with BIP-322.
 * Written here because no installed library formats or parses them; the parser accepts exactly what
 * the formatter writes (a strict line grammar), so a message with anything extra is refused.
 */
import type { SIWXMessageData } from '../types';

export type TextFamily = 'solana' | 'bip122';
const ACCOUNT_WORD: Record<TextFamily, string> = { solana: 'Solana', bip122: 'Bitcoin' };

/** The optional fields in the order they are written, after URI / Version / Chain ID / Nonce. */
const TAIL = [
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const;

/** The chain id line holds the CAIP-2 reference (`mainnet`, a genesis hash prefix, …). */
const reference = (caip2: string) => caip2.slice(caip2.indexOf(':') + 1);

export function formatTextMessage(family: TextFamily, d: SIWXMessageData): string {
  const header = `${d.domain} wants you to sign in with your ${ACCOUNT_WORD[family]} account:\n${d.accountAddress}`;
  const lines = [`URI: ${d.uri}`, `Version: ${d.version}`, `Chain ID: ${reference(d.chainId)}`, `Nonce: ${d.nonce}`];
  for (const [key, label] of TAIL) if (d[key] !== undefined) lines.push(`${label}: ${d[key]}`);
  if (d.resources?.length) lines.push('Resources:', ...d.resources.map((r) => `- ${r}`));
  const statement = d.statement ? `\n\n${d.statement}` : '';
  return `${header}${statement}\n\n${lines.join('\n')}`;
}

const FIELD = /^(URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID): (.+)$/;

/** Parses a text message of the family; throws on anything the formatter would not have written. */
export function parseTextMessage(family: TextFamily, text: string): SIWXMessageData {
  const lines = text.split('\n');
  const head = /^(\S+) wants you to sign in with your (\w+) account:$/.exec(lines[0] ?? '');
  if (!head || head[2] !== ACCOUNT_WORD[family]) throw new Error('Not a sign-in message of this chain family');
  const accountAddress = lines[1] ?? '';
  if (!/^[1-9A-HJ-NP-Za-km-z]+$|^[a-z0-9]+$/.test(accountAddress)) throw new Error('Malformed account address');
  if (lines[2] !== '') throw new Error('Malformed sign-in message');
  let i = 3;
  let statement: string | undefined;
  if (lines[i] !== undefined && !lines[i].startsWith('URI: ')) {
    statement = lines[i];
    if (lines[i + 1] !== '') throw new Error('Malformed statement');
    i += 2;
  }
  const fields = new Map<string, string>();
  for (; i < lines.length && lines[i] !== 'Resources:'; i++) {
    const m = FIELD.exec(lines[i]);
    if (!m || fields.has(m[1])) throw new Error(`Malformed line: ${lines[i]}`);
    fields.set(m[1], m[2]);
  }
  let resources: string[] | undefined;
  if (lines[i] === 'Resources:') {
    resources = lines.slice(i + 1).map((l) => {
      // A resource is a URI (EIP-4361, CAIP-122): no spaces, a scheme, parseable.
      const m = /^- ([a-zA-Z][a-zA-Z0-9+.-]*:\S+)$/.exec(l);
      if (!m || !URL.canParse(m[1])) throw new Error(`Malformed resource: ${l}`);
      return m[1];
    });
  }
  const need = (k: string) => { const v = fields.get(k); if (v === undefined) throw new Error(`Missing ${k}`); return v; };
  const data: SIWXMessageData = {
    domain: head[1],
    accountAddress,
    uri: need('URI'),
    version: need('Version'),
    chainId: `${family}:${need('Chain ID')}`,
    nonce: need('Nonce'),
  };
  if (statement !== undefined) data.statement = statement;
  for (const [key, label] of TAIL) { const v = fields.get(label); if (v !== undefined) data[key] = v; }
  if (resources) data.resources = resources;
  // Canonical form only: the text must be exactly what these fields format to.
  if (formatTextMessage(family, data) !== text) throw new Error('Malformed sign-in message');
  return data;
}
