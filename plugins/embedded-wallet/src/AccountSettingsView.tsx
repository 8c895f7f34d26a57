/**
 * The embedded account's settings: who is signed in, the preferred account type switch (spec §4,
 * stored), and the rows other plugins add to the 'settings.rows' slot (email change).
 */
import { useState } from 'react';
import { errorMessage, type ViewProps } from '@gangway/kernel';
import { AUTH_CONNECTOR_ID, AUTH_NAMESPACES, type AccountType, type AuthNamespace } from './public';
import { embeddedWalletSliceKey } from './slice';

export function AccountSettingsView({ api, setPreferredType }: ViewProps & { setPreferredType(ns: AuthNamespace, t: AccountType): Promise<void> }) {
  const ns = api.state.useKernelState((s) => s.activeChain);
  const account = api.state.useKernelState((s) => (ns ? s.chains[ns]?.account : undefined));
  const network = api.state.useKernelState((s) => (ns ? s.chains[ns]?.network.caipNetwork : undefined));
  const smartNetworks = api.slice.useSlice(embeddedWalletSliceKey, (s) => s.smartAccountEnabledNetworks);
  const rows = api.views.useSlot('settings.rows');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!ns || !(AUTH_NAMESPACES as readonly string[]).includes(ns) || account?.connectorId !== AUTH_CONNECTOR_ID || account.status !== 'connected') {
    return <p className="gw-muted" data-testid="embedded-settings-empty">{api.i18n.t('embedded.notAuth')}</p>;
  }
  const authNs = ns as AuthNamespace;
  const current: AccountType = account.preferredAccountTypes?.[authNs] === 'smartAccount' ? 'smartAccount' : 'eoa';
  const other: AccountType = current === 'eoa' ? 'smartAccount' : 'eoa';
  const smartAvailable = !!network && smartNetworks.some((id) => String(id) === String(network.id));
  const who = account.user?.email ?? account.user?.username ?? account.address ?? '';
  const switchType = async () => {
    setBusy(true);
    setError(undefined);
    try { await setPreferredType(authNs, other); } catch (e) { setError(errorMessage(e)); } finally { setBusy(false); }
  };
  return (
    <div data-testid="embedded-settings">
      <p data-testid="embedded-signed-in-as">{api.i18n.t('embedded.signedInAs', { who })}</p>
      <p>{api.i18n.t('embedded.accountType')}: <strong data-testid="embedded-account-type">{api.i18n.t(`embedded.${current}`)}</strong></p>
      {other === 'smartAccount' && !smartAvailable ? <p className="gw-muted">{api.i18n.t('embedded.smartAccountUnavailable')}</p> : (
        <button type="button" className="gw-btn" data-testid="embedded-switch-account-type" disabled={busy} onClick={() => void switchType()}>
          {api.i18n.t('embedded.switchTo', { type: api.i18n.t(`embedded.${other}`) })}
        </button>
      )}
      {rows.map((r) => (
        <button key={r.id} type="button" className="gw-btn" data-testid={`settings-row-${r.id}`} onClick={() => r.view && api.navigation.push(r.view)}>{r.label}</button>
      ))}
      {error ? <p className="gw-error" role="alert">{error}</p> : null}
    </div>
  );
}
