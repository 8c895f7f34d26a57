'use client';
/**
 * wagmi's providers, rendered on the server too: with `initialState` from the cookie the first render
 * (server HTML and hydration alike) shows the stored account; wagmi then reconnects in the browser
 * through the widget's connector, which waits for the widget to restore its session.
 */
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider, type State } from 'wagmi';
import { wagmiAdapter } from '../lib/wagmi';

export function Providers({ children, initialState }: { children: ReactNode; initialState?: State }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}
