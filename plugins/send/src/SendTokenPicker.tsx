/**
 * Send's token picker (issue 36): the tokens held on the active network with their images and
 * balances, the suggested ones first on an empty search (lib-wallet's shared list, the one Swap's
 * picker uses), a search by symbol, name or address. Beside the token select, which stays for
 * keyboard and form use.
 */
import { useCallback, useMemo } from 'react';
import type { PluginApi, TokenBalance } from '@gangway/kernel';
import { TokenPicker, type ImageLoader, type PickerToken } from '@gangway/lib-images';
import { formatQuantity, orderTokens } from '@gangway/lib-wallet';

interface Props {
  api: PluginApi;
  balances: readonly TokenBalance[];
  /** The option key of a balance (the select's value). */
  keyOf(b: TokenBalance): string;
  selected?: string;
  loader?: ImageLoader;
  disabled: boolean;
  onSelect(key: string): void;
}

export function SendTokenPicker({ api, balances, keyOf, selected, loader, disabled, onSelect }: Props) {
  const tokens = useMemo<PickerToken[]>(() => balances.map((b) => ({
    key: keyOf(b), symbol: b.symbol, name: b.name, address: b.address, imageUrl: b.iconUrl, detail: formatQuantity(b.quantity.numeric, undefined, api.i18n.locale),
  })), [balances, keyOf, api.i18n.locale]);
  const network = balances[0]?.chainId;
  const order = useCallback((list: readonly PickerToken[], query: string) => orderTokens(list, query, network), [network]);
  return (
    <TokenPicker tokens={tokens} order={order} onSelect={onSelect} selected={selected} loader={loader} disabled={disabled} testId="send-token"
      labels={{ open: api.i18n.t('send.pickToken'), search: api.i18n.t('send.searchTokens'), suggested: api.i18n.t('send.suggestedTokens'), all: api.i18n.t('send.allTokens'), none: api.i18n.t('send.noTokenMatch') }} />
  );
}
