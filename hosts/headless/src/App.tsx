/** The custom connect screen: everything here is drawn by the host from the headless API. */
import encodeQR from 'qr';
import { useEffect, useMemo, useState } from 'react';
import { useDisconnect, useGangway, useGangwayAccount, useWalletInfo } from '@gangway/kernel/react';
import type { HeadlessWallet } from '@gangway/plugin-headless/public';
import { GangwayWalletButton, useGangwayWalletPage, useGangwayWallets } from '@gangway/plugin-headless/react';

export function App() {
  return (
    <>
      <h1>Gangway headless</h1>
      <WidgetState />
      <ConnectScreen />
      <section>
        <h2>Wallet button (React)</h2>
        <GangwayWalletButton wallet="dev.gangway.testwallet" label="Connect the test wallet" />
      </section>
    </>
  );
}

/** What the widget itself reports (its state and its public events), to show both connections reach it. */
function WidgetState() {
  const gangway = useGangway();
  const { status, address } = useGangwayAccount('eip155');
  const { walletInfo } = useWalletInfo('eip155');
  const { disconnect } = useDisconnect();
  const [events, setEvents] = useState<string[]>([]);
  useEffect(() => gangway.subscribeEvents((e) => {
    if (e.type.startsWith('CONNECT_') || e.type.startsWith('DISCONNECT_')) setEvents((list) => [...list, `${e.type}${e.properties?.name ? `:${String(e.properties.name)}` : ''}`]);
  }), [gangway]);
  return (
    <section>
      <h2>Widget state</h2>
      <p>status <span data-testid="widget-status">{status}</span>, address <span data-testid="widget-address">{address ?? '—'}</span>, wallet <span data-testid="widget-wallet">{walletInfo?.name ?? '—'}</span></p>
      <p>events <code data-testid="widget-events">{events.join(' ')}</code></p>
      <button type="button" data-testid="disconnect" onClick={() => void disconnect()}>Disconnect</button>
    </section>
  );
}

function WalletRow({ wallet, onPick, prefix = 'hl-wallet' }: { wallet: HeadlessWallet; onPick: (w: HeadlessWallet) => void; prefix?: string }) {
  return (
    <li>
      <button type="button" data-testid={`${prefix}-${wallet.id}`} data-source={wallet.source} onClick={() => onPick(wallet)}>
        {wallet.imageUrl ? <img src={wallet.imageUrl} alt="" width={20} height={20} style={{ verticalAlign: 'middle', marginRight: 6 }} /> : null}
        {wallet.name} <small>({wallet.installed ? 'installed' : wallet.source})</small>
      </button>
    </li>
  );
}

function ConnectScreen() {
  const { wallets, loading, socials, walletConnectUri, connecting, connect, requestWalletConnectUri, connectSocial } = useGangwayWallets();
  const [error, setError] = useState('');
  const pick = (w: HeadlessWallet) => {
    setError('');
    // A wallet that is not installed pairs over WalletConnect: its URI shows below.
    connect(w).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  return (
    <section>
      <h2>Connect (custom screen)</h2>
      {loading ? <p data-testid="hl-loading">Loading wallets…</p> : null}
      <ul data-testid="hl-wallets">{wallets.map((w) => <WalletRow key={w.id} wallet={w} onPick={pick} />)}</ul>
      <p>
        <button type="button" data-testid="hl-wc-show" onClick={() => void requestWalletConnectUri().catch((e: unknown) => setError(String(e)))}>Show a WalletConnect QR code</button>
      </p>
      {walletConnectUri ? <WalletConnectUri uri={walletConnectUri} /> : null}
      <p>connecting <span data-testid="hl-connecting">{connecting ? `${connecting.wallet.name}: ${connecting.status}` : '—'}</span> <span data-testid="hl-error">{error}</span></p>
      <p>Social: {socials.map((p) => <button key={p} type="button" data-testid={`hl-social-${p}`} onClick={() => void connectSocial(p)}>{p}</button>)}</p>
      <AllWallets onPick={pick} />
    </section>
  );
}

function WalletConnectUri({ uri }: { uri: string }) {
  const svg = useMemo(() => encodeQR(uri, 'svg', { ecc: 'medium', border: 2 }), [uri]);
  return (
    <div>
      <div data-testid="hl-wc-qr" data-value={uri} style={{ width: 200, height: 200 }}
        // The markup is the QR encoder's (paths only).
        dangerouslySetInnerHTML={{ __html: svg.replace('<svg ', '<svg width="100%" height="100%" ') }} />
      <code data-testid="hl-wc-uri" style={{ wordBreak: 'break-all' }}>{uri}</code>
    </div>
  );
}

/** The registry, searched and paged by the host. */
function AllWallets({ onPick }: { onPick: (w: HeadlessWallet) => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const result = useGangwayWalletPage({ page, search });
  return (
    <div>
      <h3>All wallets</h3>
      <input aria-label="Search wallets" data-testid="hl-search" value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} />
      <span data-testid="hl-count">{result.loading ? '…' : result.count}</span>
      <ul data-testid="hl-page">{result.wallets.map((w) => <WalletRow key={w.id} wallet={w} onPick={onPick} prefix="hl-page-wallet" />)}</ul>
      <button type="button" data-testid="hl-prev" disabled={page === 1} onClick={() => setPage(page - 1)}>Previous</button>
      <span data-testid="hl-page-number">{page}</span>
      <button type="button" data-testid="hl-next" disabled={page * 40 >= result.count} onClick={() => setPage(page + 1)}>Next</button>
    </div>
  );
}
