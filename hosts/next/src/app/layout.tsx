/**
 * Server component: this request's Cookie header → wagmi's initialState (only @gangway/adapter-wagmi/ssr,
 * no kernel), handed to the client providers, so a returning visitor's page is rendered connected.
 */
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { initialStateFromCookie } from '@gangway/adapter-wagmi/ssr';
import { evmNetworks } from '../../../common/src/devnet';
import { Providers } from './providers';

export const metadata = { title: 'Gangway + Next.js', description: 'A server-rendered wagmi dapp with Gangway' };

const CHAIN_IDS = evmNetworks.map((n) => Number(n.id));

export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = initialStateFromCookie((await headers()).get('cookie'), { chainIds: CHAIN_IDS });
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  );
}
