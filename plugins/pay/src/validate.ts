/**
 * A pay request comes from the host page: checked with zod, then against the host's networks. Only
 * eip155 networks pay (native coin or ERC-20); anything else is 'Unsupported chain'.
 */
import * as z from 'zod/mini';
import { getAddress, parseUnits, type Address } from 'viem';
import { ERRORS, type Network } from '@gangway/kernel';
import type { PayRequest } from './public';

const Address0x = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, { message: 'Expected a 0x address' }));
const RequestSchema = z.object({
  recipient: Address0x,
  amount: z.string().check(z.regex(/^(\d+\.?\d*|\.\d+)$/, { message: 'Expected a positive decimal amount such as "12.5"' })),
  asset: z.string().check(z.regex(/^(native|0x[0-9a-fA-F]{40}|eip155:\d+:0x[0-9a-fA-F]{40})$/, { message: "Expected 'native', a 0x token address or a CAIP-10 token address" })),
  network: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, { message: "Expected a CAIP-2 network id such as 'eip155:1'" })),
});

export interface CheckedRequest {
  recipient: Address;
  amount: string;
  network: Network;
  /** undefined: the network's native coin. */
  token?: Address;
}

/** Returns the checked request, or the problems (one line each). */
export function checkRequest(input: unknown, networks: readonly Network[]): { ok: CheckedRequest } | { problems: string[] } {
  const r = z.safeParse(RequestSchema, input);
  if (!r.success) return { problems: r.error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`) };
  const req: PayRequest = r.data;
  const network = networks.find((n) => n.caipNetworkId === req.network);
  if (!network) return { problems: [`network: ${ERRORS.NETWORK_NOT_FOUND}`] };
  if (network.chainNamespace !== 'eip155') return { problems: [`network: ${ERRORS.UNSUPPORTED_CHAIN}`] };
  let token: Address | undefined;
  if (req.asset !== 'native') {
    const parts = req.asset.split(':');
    if (parts.length === 3 && `${parts[0]}:${parts[1]}` !== network.caipNetworkId) return { problems: [`asset: the token is on ${parts[0]}:${parts[1]}, not ${network.caipNetworkId}`] };
    token = getAddress(parts.at(-1)!);
  }
  return { ok: { recipient: getAddress(req.recipient), amount: req.amount, network, token } };
}

/** The amount in base units, or undefined when it is zero or has more decimals than the asset. */
export function baseUnits(amount: string, decimals: number): bigint | undefined {
  if ((amount.split('.')[1]?.length ?? 0) > decimals) return undefined;
  const v = parseUnits(amount, decimals);
  return v > 0n ? v : undefined;
}
