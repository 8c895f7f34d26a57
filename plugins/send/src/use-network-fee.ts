/**
 * The fee line's state: a new estimate once the inputs rest for the search wait (spec §9, 300 ms), the
 * line hidden while inputs change. Each run of the effect owns its answer: when the inputs change (or
 * the view goes), the run is cancelled, so a slow answer for old inputs never replaces a newer one.
 */
import { useEffect, useState } from 'react';
import type { TokenBalance } from '@gangway/kernel';
import type { FeeInputs, NetworkFee } from './network-fee';

export const FEE_WAIT_MS = 300;

export function useNetworkFee(
  estimate: (inputs: FeeInputs) => Promise<NetworkFee | undefined>,
  token: TokenBalance | undefined,
  amount: string | undefined,
  receiver: string | undefined,
  account: string | undefined,
): NetworkFee | undefined {
  const [fee, setFee] = useState<NetworkFee>();
  useEffect(() => {
    setFee(undefined);
    if (!token || !amount || !receiver || !account) return;
    let current = true;
    const timer = setTimeout(() => {
      void estimate({ token, sendTokenAmount: amount, receiverAddress: receiver }).then((f) => { if (current) setFee(f); });
    }, FEE_WAIT_MS);
    return () => { current = false; clearTimeout(timer); };
  }, [estimate, token, amount, receiver, account]);
  return fee;
}
