/**
 * The demo's settings come from the page URL, so every feature switch can be toggled from the
 * page (a link per switch) and every end-to-end test can ask for the combination it needs:
 *   ?mode=basic            basic mode (all remote features off)
 *   ?off=send,receive      feature switches forced off;  ?on=pay  forced on
 *   ?disable=enableWalletConnect,enableEIP6963   top-level switches forced off (the options
 *                          beside `features`: enableWallets, enableNetworkSwitch, …);
 *                          ?enable=…  forced on
 *   ?remote=1              enable the example third-party remote plugin (from 127.0.0.1:5174, pinned
 *                          by its integrity, its origin allowed, 'http' granted; example-remote.ts).
 *                          ?remote=hostile adds the hostile test plugin from the same remote, granted nothing.
 *                          Its failure cases: ?remote=bad-hash | bad-origin | missing | slow |
 *                          ungranted (a wrong integrity, a disallowed origin, a 404, an entry
 *                          slower than the 1 s timeout the demo then sets, no 'http' grant)
 *   ?source=remote         take every built-in plugin from its remote bundle (the build's
 *                          dist/remotes, served by another origin: 127.0.0.1:5176) instead of the
 *                          demo's own chunks; ?source=send,account  only those plugins
 *   ?plugin=URL            add a third-party remote plugin from the gangway-plugin.json its build
 *                          publishes (templates/plugin): its origin allowed, its switch on;
 *                          ?grant=http,storage  the permissions granted to it (none by default;
 *                          plugin-from-url.ts)
 *   ?faulty=1              enable a plugin whose setup throws (isolation demo)
 *   ?siwx=local|hosted|server[,required]   sign in with the wallet (the siwx option): sessions
 *                          in the page's storage, on the devnet's hosted sessions API, or on a
 *                          host backend at /siwx (none in the demo); `required` makes it mandatory
 *   ?theme=dark            theme;  ?embedded=1  render inline
 *   ?accent=%23ff0066      the theme variable `accent` (themeVariables; docs/theming.md)
 *   ?locale=ar|es|ja|x-pseudo   the widget's language (the `locale` option; unset: the browser's)
 *   ?project=ID            project id (default: the devnet's)
 *   ?prefetch=intent|idle|none   when the first-open wave starts (default: visible — the connect
 *                          button in the viewport, after load and at an idle moment; docs/api.md)
 *   ?below=1               the connect button below the fold (after two viewports of page), not in the bar
 *   ?payTo=0x…&payAmount=12.5&payAsset=native|0xToken&payNetwork=eip155:31337
 *                          show a host "Pay" button that calls the pay plugin's `pay` (needs ?on=pay);
 *                          the promise's outcome is written to the page (data-testid="pay-result")
 *   ?solana=1              add the devnet's Solana cluster to the networks (email and social logins
 *                          can then sign and send on Solana through the embedded wallet)
 *   ?bitcoin=1             add the devnet's Bitcoin regtest chain (Esplora stand-in on :3002)
 *   ?panel=0               hide the control panel: the page is then a heading, the connect button
 *                          and the status line, like the benchmark's peer apps
 */
export const DEVNET = {
  api: 'http://127.0.0.1:8787',
  walletServices: 'http://127.0.0.1:8787',
  analytics: 'http://127.0.0.1:8787',
  rpc: 'http://127.0.0.1:8787',
  relay: 'ws://127.0.0.1:8547',
  frame: 'http://127.0.0.1:8788',
  /** The devnet's WalletConnect Verify emulation (on the API emulator). */
  verify: 'http://127.0.0.1:8787',
  exampleRemote: 'http://127.0.0.1:5174/remoteEntry.js',
  remoteBundles: 'http://127.0.0.1:5176/',
};

/** ?remote=1: the example remote plugin loads normally; the others are its failure cases. */
export type RemoteCase = '1' | 'bad-hash' | 'bad-origin' | 'missing' | 'slow' | 'ungranted' | 'hostile';

export interface DemoSettings {
  basic: boolean;
  off: string[];
  on: string[];
  /** Top-level boolean switches (enableWalletConnect, enableEIP6963, …) forced off / on. */
  disable: string[];
  enable: string[];
  /** The example remote plugin: off, or how it loads (see RemoteCase). */
  remote: false | RemoteCase;
  /** ?source: 'remote' for every built-in plugin, or the ids of those taken from the remote bundles. */
  source: 'bundled' | 'remote' | string[];
  /** A third-party remote plugin's gangway-plugin.json URL, and the permissions granted to it. */
  plugin?: string;
  grant: string[];
  faulty: boolean;
  /** Sign-in: which built-in implementation, and whether it is required (siwx.ts). */
  siwx?: { kind: 'local' | 'hosted' | 'server'; required: boolean };
  theme: 'light' | 'dark';
  /** ?accent: the `accent` theme variable (a CSS colour), or none. */
  accent?: string;
  /** The `locale` option (?locale=ar); undefined: the widget follows the browser's language. */
  locale?: string;
  embedded: boolean;
  solana: boolean;
  bitcoin: boolean;
  panel: boolean;
  prefetch: 'visible' | 'intent' | 'idle' | 'none';
  below: boolean;
  projectId?: string;
  nonce?: string;
  /** A host-initiated payment the page offers as a button (?payTo=…), or none. */
  pay?: { recipient: string; amount: string; asset: string; network: string };
}

export function readSettings(search: string, nonce?: string | null): DemoSettings {
  const q = new URLSearchParams(search);
  const list = (k: string) => (q.get(k) ?? '').split(',').filter(Boolean);
  return {
    basic: q.get('mode') === 'basic',
    off: list('off'),
    on: list('on'),
    disable: list('disable'),
    enable: list('enable'),
    remote: (q.get('remote') as RemoteCase | null) || false,
    source: q.get('source') === 'remote' ? 'remote' : list('source').length ? list('source') : 'bundled',
    plugin: q.get('plugin') || undefined,
    grant: list('grant'),
    faulty: q.get('faulty') === '1',
    siwx: readSiwx(list('siwx')),
    theme: q.get('theme') === 'dark' ? 'dark' : 'light',
    accent: q.get('accent') || undefined,
    locale: q.get('locale') || undefined,
    embedded: q.get('embedded') === '1',
    solana: q.get('solana') === '1',
    bitcoin: q.get('bitcoin') === '1',
    panel: q.get('panel') !== '0',
    prefetch: (['intent', 'idle', 'none'] as const).find((p) => p === q.get('prefetch')) ?? 'visible',
    below: q.get('below') === '1',
    projectId: q.has('project') ? q.get('project') ?? '' : 'gangway-devnet',
    nonce: nonce && !nonce.startsWith('__') ? nonce : undefined,
    pay: q.get('payTo') ? {
      recipient: q.get('payTo') ?? '',
      amount: q.get('payAmount') ?? '',
      asset: q.get('payAsset') ?? 'native',
      network: q.get('payNetwork') ?? 'eip155:31337',
    } : undefined,
  };
}

function readSiwx(parts: string[]): DemoSettings['siwx'] {
  const kind = parts.find((p) => p === 'local' || p === 'hosted' || p === 'server') as 'local' | 'hosted' | 'server' | undefined;
  const required = parts.includes('required');
  return kind || required ? { kind: kind ?? 'local', required } : undefined;
}
