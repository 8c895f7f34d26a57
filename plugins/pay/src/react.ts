/**
 * The pay plugin's React helper (`@gangway/plugin-pay/react`), kept out of public.ts so the contract
 * other plugins and non-React hosts import carries no React:
 *
 *   const pay = usePay();  // under <GangwayProvider>
 *   await pay({ recipient: '0x…', amount: '12.5', asset: 'native', network: 'eip155:1' });
 */
import { useCallback } from 'react';
import { useGangway } from '@gangway/kernel/react';
import { pay, type PayRequest } from './public';

/** `pay(gangway, request)` bound to the provider's instance; stable while the instance is. */
export function usePay(): (request: PayRequest) => Promise<`0x${string}`> {
  const gangway = useGangway();
  return useCallback((request: PayRequest) => pay(gangway, request), [gangway]);
}
