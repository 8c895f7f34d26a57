/**
 * A button that connects one named wallet directly, without the modal (React). `wallet` is a connector
 * id, registry id, rdns or name ('dev.gangway.testwallet', 'MetaMask', 'walletConnect').
 */
import { useState } from 'react';
import { useGangway } from '@gangway/kernel/react';
import { headlessKey } from './key';
import type { ConnectStatus } from './types';

export interface WalletButtonProps {
  wallet: string;
  /** The button's text; default: "Connect <wallet>". */
  label?: string;
  className?: string;
  onError?: (error: unknown) => void;
}

export function GangwayWalletButton({ wallet, label, className, onError }: WalletButtonProps) {
  const gangway = useGangway();
  const [status, setStatus] = useState<ConnectStatus | 'idle'>('idle');
  const click = async () => {
    setStatus('connecting');
    try {
      await (await gangway.service(headlessKey)).connect(wallet);
      setStatus('connected');
    } catch (error) {
      setStatus('failed');
      onError?.(error);
    }
  };
  // Intent: the plugin's chunk starts loading before the click lands.
  const intent = () => { void gangway.service(headlessKey).catch(() => undefined); };
  return (
    <button type="button" className={className} data-testid={`wallet-button-${wallet}`} data-status={status} aria-busy={status === 'connecting'}
      disabled={status === 'connecting'} onClick={() => void click()} onPointerEnter={intent} onFocus={intent}>
      {label ?? `Connect ${wallet}`}
    </button>
  );
}
