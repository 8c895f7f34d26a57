/**
 * The plain-text sign-in layouts: CAIP-122's (the EIP-4361 layout with "your <family's word>
 * account", as Sign-In-With-Solana and Bitcoin's sign-in write it), and hosted mode's (AppKit's
 * ReownAuthenticationMessenger: the network's name, and the whole CAIP-2 id on the chain line).
 * Written here because no installed library formats or parses them; the parser accepts exactly what
 * the formatter writes (a strict line grammar), so a message with anything extra is refused.
 */
import type { SIWXMessageData } from '../types';

/** How a layout names the account and writes the chain line. */
export interface TextLayout {
  /** "… sign in with your <accountName> account:". */
  accountName: string;
  /** The Chain ID line: the CAIP-2 reference (`mainnet`, a genesis hash prefix, …) or the whole id. */
  chainLine: 'reference' | 'caip2';
}

/** The optional fields in the order they are written, after URI / Version / Chain ID / Nonce. */
const TAIL = [
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const;

const reference = (caip2: string) => caip2.slice(caip2.indexOf(':') + 1);

export function formatLayout(layout: TextLayout, d: SIWXMessageData): string {
  const header = `${d.domain} wants you to sign in with your ${layout.accountName} account:\n${d.accountAddress}`;
  const chain = layout.chainLine === 'caip2' ? d.chainId : reference(d.chainId);
  const lines = [`URI: ${d.uri}`, `Version: ${d.version}`, `Chain ID: ${chain}`, `Nonce: ${d.nonce}`];
  for (const [key, label] of TAIL) if (d[key] !== undefined) lines.push(`${label}: ${d[key]}`);
  if (d.resources?.length) lines.push('Resources:', ...d.resources.map((r) => `- ${r}`));
  const statement = d.statement ? `\n\n${d.statement}` : '';
  return `${header}${statement}\n\n${lines.join('\n')}`;
}

const FIELD = /^(URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID): (.+)$/;

/**
 * Parses a text of the layout; throws on anything the formatter would not have written. `accountName`
 * undefined accepts any name (hosted: the network's name), `namespace` prefixes a bare chain reference.
 */
export function parseLayout(text: string, expect: { accountName?: string; chainLine: 'reference'; namespace: string } | { accountName?: string; chainLine: 'caip2' }): { data: SIWXMessageData; accountName: string } {
  const lines = text.split('\n');
  const head = /^(\S+) wants you to sign in with your (\S(?:.*\S)?) account:$/.exec(lines[0] ?? '');
  if (!head || (expect.accountName !== undefined && head[2] !== expect.accountName)) throw new Error('Not a sign-in message of this chain family');
  const accountAddress = lines[1] ?? '';
  if (!/^[0-9A-Za-z]+$/.test(accountAddress)) throw new Error('Malformed account address');
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
  const chain = need('Chain ID');
  // A CAIP-2 id on a reference line, or a bare reference on a CAIP-2 line, is the other layout: refused.
  if ((expect.chainLine === 'caip2') !== /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chain)) throw new Error('Malformed Chain ID');
  const data: SIWXMessageData = {
    domain: head[1],
    accountAddress,
    uri: need('URI'),
    version: need('Version'),
    chainId: expect.chainLine === 'caip2' ? chain : `${expect.namespace}:${chain}`,
    nonce: need('Nonce'),
  };
  if (statement !== undefined) data.statement = statement;
  for (const [key, label] of TAIL) { const v = fields.get(label); if (v !== undefined) data[key] = v; }
  if (resources) data.resources = resources;
  const layout: TextLayout = { accountName: head[2], chainLine: expect.chainLine };
  // Canonical form only: the text must be exactly what these fields format to.
  if (formatLayout(layout, data) !== text) throw new Error('Malformed sign-in message');
  return { data, accountName: head[2] };
}

/** CAIP-122's text of a family whose account is called `accountName`, with the bare chain reference. */
export const formatTextMessage = (accountName: string, d: SIWXMessageData) => formatLayout({ accountName, chainLine: 'reference' }, d);

/** Parses a text message of the family on `namespace`; throws on anything the formatter would not have written. */
export const parseTextMessage = (accountName: string, namespace: string, text: string) => parseLayout(text, { accountName, chainLine: 'reference', namespace }).data;
