/**
 * A token picker with images (Send's and Swap's): a button opens a search box over the tokens; with an
 * empty search the suggested tokens come first under their own heading (the order is the caller's:
 * lib-wallet's `orderTokens`, spec §9's suggested list), and a search lists the matches. Each token
 * shows its icon URL when it has one, else the token image of the wallet-services API by symbol (as
 * AppKit's AssetUtil.ts:85-95 fetches a token image by symbol), else — or when loading fails — its
 * initials, never a broken-image icon (RemoteImage).
 */
import { useId, useMemo, useState } from 'react';
import type { ImageLoader } from './loader';
import { RemoteImage } from './RemoteImage';

export interface PickerToken {
  /** What `onSelect` gets back (a CAIP-10 address, or the caller's own key). */
  key: string;
  symbol: string;
  name?: string;
  address?: string;
  /** The token's own icon URL (from the API); '' or absent: the token image by symbol. */
  imageUrl?: string;
  /** A second line (a balance). */
  detail?: string;
}

export interface TokenPickerLabels { open: string; search: string; suggested: string; all: string; none: string }

export interface TokenPickerProps<T extends PickerToken> {
  tokens: readonly T[];
  /** Splits the tokens for a search text: suggested first (empty search), then the rest or the matches. */
  order(tokens: readonly T[], query: string): { suggested: T[]; rest: T[] };
  onSelect(key: string): void;
  selected?: string;
  loader?: ImageLoader;
  labels: TokenPickerLabels;
  /** Prefix of the test ids: `<testId>-open`, `-search`, `-option`. */
  testId: string;
  disabled?: boolean;
}

/** At most this many rows are drawn; a search narrows a longer list (a network may list thousands). */
export const MAX_PICKER_ROWS = 100;

export function TokenPicker<T extends PickerToken>({ tokens, order, onSelect, selected, loader, labels, testId, disabled }: TokenPickerProps<T>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const { suggested, rest } = useMemo(() => order(tokens, query), [order, tokens, query]);
  const shownRest = rest.slice(0, Math.max(0, MAX_PICKER_ROWS - suggested.length));
  const choose = (key: string) => { onSelect(key); setOpen(false); setQuery(''); };
  const row = (t: T, isSuggested: boolean) => (
    <li key={`${isSuggested ? 's' : 'r'}:${t.key}`} role="option" aria-selected={t.key === selected} data-testid={`${testId}-option`} data-symbol={t.symbol} data-suggested={isSuggested ? '' : undefined}>
      <button type="button" className="gw-btn" style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%', justifyContent: 'flex-start', textAlign: 'start' }} onClick={() => choose(t.key)}>
        <RemoteImage loader={loader} kind="token" id={t.symbol} url={t.imageUrl || undefined} name={t.symbol} size={24} round testId={`${testId}-image`} />
        <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 }}>
          <span>{t.symbol}</span>
          {t.name || t.detail ? <span className="gw-muted" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{[t.name, t.detail].filter(Boolean).join(' · ')}</span> : null}
        </span>
      </button>
    </li>
  );
  return (
    <div data-testid={`${testId}-picker`}>
      <button type="button" className="gw-btn" data-testid={`${testId}-open`} aria-expanded={open} aria-controls={open ? listId : undefined} disabled={disabled || !tokens.length}
        onClick={() => setOpen(!open)}>{labels.open}</button>
      {open ? (
        <div>
          <input type="search" className="gw-input" data-testid={`${testId}-search`} aria-label={labels.search} placeholder={labels.search} autoComplete="off" spellCheck={false}
            value={query} onChange={(e) => setQuery(e.target.value)} />
          <ul id={listId} role="listbox" aria-label={labels.open} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 240, overflowY: 'auto' }}>
            {suggested.length ? <li role="presentation" className="gw-muted" data-testid={`${testId}-suggested`}>{labels.suggested}</li> : null}
            {suggested.map((t) => row(t, true))}
            {suggested.length && shownRest.length ? <li role="presentation" className="gw-muted">{labels.all}</li> : null}
            {shownRest.map((t) => row(t, false))}
            {!suggested.length && !shownRest.length ? <li role="presentation" className="gw-muted" data-testid={`${testId}-none`}>{labels.none}</li> : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
