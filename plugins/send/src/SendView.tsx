/** The Send view: token, amount, receiver; validation messages of spec §5; the wallet does the rest. */
import { useEffect, useState } from 'react';
import type { TokenBalance, ViewProps } from '@gangway/kernel';
import { RequestDetails } from '@gangway/lib-eip155/request-details';
import { formatQuantity } from '@gangway/lib-wallet';
import type { ImageLoader } from '@gangway/lib-images';
import type { SendFlow } from './send-flow';
import { formatFee } from './network-fee';
import { sendDetails } from './send-details';
import { SendTokenPicker } from './SendTokenPicker';
import { useNetworkFee } from './use-network-fee';
import { sendSliceKey, type SendState } from './slice';
import { ReceiverProfile } from './ReceiverProfile';

/** Spec §9's search wait, used for resolving a typed name too. */
const RESOLVE_WAIT_MS = 300;

/** Option value: the token's CAIP-10 address, or '<caip-2>:native'. */
const tokenKey = (b: TokenBalance) => b.address ?? `${b.chainId}:native`;

export function SendView({ api, flow, images }: ViewProps & { flow: SendFlow; images?: ImageLoader }) {
  const s = api.slice.useSlice(sendSliceKey);
  const caipAddress = api.state.useKernelState((k) => k.activeCaipAddress);
  const [error, setError] = useState<string>();
  const set = (patch: Partial<SendState>) => {
    setError(undefined);
    api.slice.updateSlice(sendSliceKey, (d) => { Object.assign(d, patch); });
  };

  useEffect(() => { void flow.loadBalances(); }, [flow, caipAddress]);

  // A profile name in the receiver field is resolved once typing pauses (the 300 ms search wait of
  // spec §9, as for name suggestions), so the visitor sees the address before sending.
  const receiver = s.receiverAddress ?? '';
  useEffect(() => {
    if (!flow.names.isName(receiver)) { void flow.names.resolve(receiver); return; }
    const timer = setTimeout(() => void flow.names.resolve(receiver), RESOLVE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [flow, receiver, caipAddress]);
  const resolution = s.receiverResolution?.input === receiver ? s.receiverResolution : undefined;
  // The fee of what is filled in: a typed name counts once it resolved to an address.
  const feeReceiver = flow.names.isName(receiver) ? (resolution?.status === 'resolved' ? resolution.address : undefined) : receiver;
  const fee = useNetworkFee(flow.estimateFee, s.token, s.sendTokenAmount, feeReceiver, caipAddress);

  const submit = async () => setError(await flow.send());
  // What the wallet will be asked, decoded, once the inputs make a transaction.
  const details = sendDetails(s.token, caipAddress?.split(':')[2], feeReceiver, s.sendTokenAmount);

  return (
    <form data-testid="send-view" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <label className="gw-muted" htmlFor="gw-send-token">{api.i18n.t('send.selectToken')}</label>
      <select id="gw-send-token" className="gw-input" data-testid="send-token" disabled={s.loading}
        value={s.token ? tokenKey(s.token) : ''}
        onChange={(e) => set({ token: s.tokenBalances.find((b) => tokenKey(b) === e.target.value) })}>
        <option value="">{s.tokenBalances.length ? api.i18n.t('send.selectToken') : api.i18n.t('send.noTokens')}</option>
        {s.tokenBalances.map((b) => (
          <option key={tokenKey(b)} value={tokenKey(b)}>{b.symbol} — {formatQuantity(b.quantity.numeric, undefined, api.i18n.locale)}</option>
        ))}
      </select>
      <SendTokenPicker api={api} balances={s.tokenBalances} keyOf={tokenKey} selected={s.token ? tokenKey(s.token) : undefined} loader={images} disabled={s.loading}
        onSelect={(key) => set({ token: s.tokenBalances.find((b) => tokenKey(b) === key) })} />

      <label className="gw-muted" htmlFor="gw-send-amount">{api.i18n.t('send.amount')}</label>
      <div style={{ display: 'flex', gap: 6 }}>
        <input id="gw-send-amount" className="gw-input" data-testid="send-amount" inputMode="decimal" autoComplete="off" placeholder="0"
          disabled={s.loading} value={s.sendTokenAmount ?? ''} onChange={(e) => set({ sendTokenAmount: e.target.value })} />
        {/* Max only for ERC-20: the whole native balance would leave nothing for gas. */}
        {s.token?.address ? (
          <button type="button" className="gw-btn" style={{ width: 'auto' }} data-testid="send-max" disabled={s.loading}
            onClick={() => set({ sendTokenAmount: s.token!.quantity.numeric })}>{api.i18n.t('send.max')}</button>
        ) : null}
      </div>
      {s.token ? <p className="gw-muted" data-testid="send-balance">{api.i18n.t('send.balance', { amount: formatQuantity(s.token.quantity.numeric, undefined, api.i18n.locale), symbol: s.token.symbol })}</p> : null}

      <label className="gw-muted" htmlFor="gw-send-receiver">{api.i18n.t('send.to')}</label>
      <input id="gw-send-receiver" className="gw-input" data-testid="send-receiver" autoComplete="off" spellCheck={false}
        placeholder={api.i18n.t('send.addressPlaceholder')} disabled={s.loading}
        value={s.receiverAddress ?? ''} onChange={(e) => set({ receiverAddress: e.target.value })}
        aria-describedby={resolution ? 'gw-send-receiver-name' : undefined} />
      {/* Who the receiver is (receiver-identity.ts); a typed name's, once it resolved. */}
      {!flow.names.isName(receiver) || resolution?.status === 'resolved' ? <ReceiverProfile name={s.receiverProfileName} image={s.receiverProfileImageUrl} /> : null}
      {/* The name's address as text (names and addresses come from the API: never markup). */}
      {resolution ? (
        <p id="gw-send-receiver-name" data-testid="send-receiver-name" data-status={resolution.status} aria-live="polite"
          className={resolution.status === 'error' || resolution.status === 'not-found' ? 'gw-error' : 'gw-muted'} style={{ overflowWrap: 'anywhere' }}>
          {resolution.status === 'resolving' ? api.i18n.t('send.resolvingName', { name: receiver.trim() })
            : resolution.status === 'resolved' ? <>{api.i18n.t('send.nameResolved')} <span data-testid="send-receiver-address">{resolution.address}</span></>
              : resolution.status === 'not-found' ? api.i18n.t('send.nameNotFound', { name: receiver.trim() })
                : resolution.error}
        </p>
      ) : null}

      {fee ? (
        <p className="gw-muted" data-testid="send-fee">
          {api.i18n.t('send.networkFee', { amount: formatFee(fee.fee, fee.decimals, api.i18n.locale), symbol: fee.symbol })}
        </p>
      ) : null}

      {details ? <RequestDetails description={details} t={api.i18n.t} /> : null}
      {error ? <p className="gw-error" role="alert" data-testid="send-error">{error}</p> : null}
      <button type="submit" className="gw-btn gw-btn-primary" data-testid="send-submit" disabled={s.loading}>
        {s.loading ? api.i18n.t('tx.confirmInWallet') : api.i18n.t('send.submit')}
      </button>
    </form>
  );
}
