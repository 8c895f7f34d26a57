/**
 * The pay plugin's public contract: the service key and request types, plus two tiny host helpers
 * that go through the kernel's host-service seam (`gangway.service`) — importing them pulls none of
 * the plugin's code; its chunk loads when `pay` is first called.
 *
 *   const hash = await pay(gangway, { recipient: '0x…', amount: '12.5', asset: '0xTokenAddress', network: 'eip155:1' });
 *   const pay = usePay();  // in React, under <GangwayProvider>
 */
import { useCallback } from 'react';
import { createServiceKey, type Gangway } from '@gangway/kernel';
import { useGangway } from '@gangway/kernel/react';

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

/** React: `const pay = usePay(); await pay({ … })`. */
export function usePay(): (request: PayRequest) => Promise<`0x${string}`> {
  const gangway = useGangway();
  return useCallback((request: PayRequest) => pay(gangway, request), [gangway]);
}
