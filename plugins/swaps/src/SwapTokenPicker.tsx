/**
 * Swap's token picker (issue 36): the network's tokens with their images, the suggested ones first on
 * an empty search (lib-wallet's shared list, as AppKit's SwapController.ts:412-428 puts its suggested
 * tokens above the rest), each with its balance when held.
 */
import { useCallback, useMemo } from 'react';
import type { PluginApi } from '@gangway/kernel';
import { TokenPicker, type ImageLoader, type PickerToken } from '@gangway/lib-images';
import { formatQuantity, orderTokens } from '@gangway/lib-wallet';
import type { SwapState } from './slice';

interface Props { api: PluginApi; s: SwapState; loader?: ImageLoader; side: 'from' | 'to'; selected?: string; disabled: boolean; onSelect(address: string): void }

export function SwapTokenPicker({ api, s, loader, side, selected, disabled, onSelect }: Props) {
  const tokens = useMemo<PickerToken[]>(() => s.tokens.map((t) => {
    const held = s.balances[t.address.toLowerCase()];
    return { key: t.address, symbol: t.symbol, name: t.name, address: t.address, imageUrl: t.logoUri, detail: held ? formatQuantity(held, undefined, api.i18n.locale) : undefined };
  }), [s.tokens, s.balances, api.i18n.locale]);
  const network = s.network;
  const order = useCallback((list: readonly PickerToken[], query: string) => orderTokens(list, query, network), [network]);
  return (
    <TokenPicker tokens={tokens} order={order} onSelect={onSelect} selected={selected} loader={loader} disabled={disabled} testId={`swap-${side}-token`}
      labels={{ open: api.i18n.t('swap.pickToken'), search: api.i18n.t('swap.searchTokens'), suggested: api.i18n.t('swap.suggestedTokens'), all: api.i18n.t('swap.allTokens'), none: api.i18n.t('swap.noTokenMatch') }} />
  );
}
