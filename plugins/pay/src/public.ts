/**
 * The pay plugin's public contract: the service key and request types, plus a tiny host helper that
 * goes through the kernel's host-service seam (`gangway.service`) — importing it pulls none of the
 * plugin's code; its chunk loads when `pay` is first called. No React here: the hook `usePay` is
 * the `./react` entry (react.ts).
 *
 *   const hash = await pay(gangway, { recipient: '0x…', amount: '12.5', asset: '0xTokenAddress', network: 'eip155:1' });
 */
import { createServiceKey, type Gangway } from '@gangway/kernel';

export const PAY_VIEW = 'Pay';

export interface PayRequest {
  /** The receiving address ('0x…'). */
  recipient: string;
  /** In the asset's units, as text ('12.5'): no floating point on the way to the chain. */
  amount: string;
  /** 'native' for the network's coin, else the ERC-20 contract ('0x…' or CAIP-10 'eip155:1:0x…'). */
  asset: string;
  /** CAIP-2 id of one of the host's networks ('eip155:1'). */
  network: string;
}

export interface PayService {
  /** Opens the Pay view; resolves with the transaction hash once mined, rejects with a GangwayError. */
  pay(request: PayRequest): Promise<`0x${string}`>;
}

/** Moves money: a plugin needs 'wallet.sign' to get it (the host always may). */
export const payServiceKey = createServiceKey<PayService>('pay', ['wallet.sign']);

/** The pay error codes (GangwayError.code) a host can branch on. */
export type PayErrorCode = 'PAY_INVALID_REQUEST' | 'PAY_IN_PROGRESS' | 'PAY_REJECTED' | 'PAY_CANCELLED' | 'PAY_FAILED';

/** `gangway.pay(request)`, spelled through the host-service seam. */
export async function pay(gangway: Pick<Gangway, 'service'>, request: PayRequest): Promise<`0x${string}`> {
  return (await gangway.service(payServiceKey)).pay(request);
}
