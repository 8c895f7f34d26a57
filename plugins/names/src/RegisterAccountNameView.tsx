/**
 * RegisterAccountName (spec §2): the names the account already has, a field for the label (suffix
 * .reown.id shown beside it), its availability after the search wait, suggestions (a free one fills
 * the field), and Register name, enabled only for an available valid name. Every text from the API
 * (names, errors) is rendered as text.
 */
import { useEffect } from 'react';
import type { ViewProps } from '@gangway/kernel';
import { authAccount, type NamesController } from './controller';
import { fullName, labelOf } from './name-rules';
import { NAME_SUFFIX, namesSliceKey } from './public';

export function RegisterAccountNameView({ api, controller }: ViewProps & { controller: NamesController }) {
  const address = api.state.useKernelState((s) => authAccount({ state: { getState: () => s } }).address);
  const state = api.slice.useSlice(namesSliceKey);
  useEffect(() => { if (address) void controller.loadOwned(); }, [controller, address]);

  if (!address) return <p className="gw-muted" data-testid="register-name-unavailable">{api.i18n.t('names.notAvailable')}</p>;
  const busy = state.step !== 'idle';
  const canSubmit = !busy && state.availability === 'available';
  const status = {
    idle: '',
    invalid: api.i18n.t('names.rule'),
    checking: api.i18n.t('names.checking'),
    available: api.i18n.t('names.available'),
    registered: api.i18n.t('names.taken', { name: fullName(state.query) }),
    error: '',
  }[state.availability];

  return (
    <form data-testid="register-name-view" onSubmit={(e) => { e.preventDefault(); if (canSubmit) void controller.register(state.query); }}>
      <p className="gw-muted" style={{ marginTop: 0 }}>{api.i18n.t('names.intro')}</p>
      {state.owned.length ? (
        <p data-testid="register-name-owned" style={{ overflowWrap: 'anywhere' }}>{api.i18n.t('names.owned')}: {state.owned.join(', ')}</p>
      ) : null}
      {state.ownedError ? <p className="gw-error" role="alert" data-testid="register-name-owned-error">{state.ownedError}</p> : null}
      <label style={{ display: 'block' }}>
        <span className="gw-muted">{api.i18n.t('names.label')}</span>
        <span style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <input
            className="gw-input"
            data-testid="register-name-input"
            value={state.query}
            placeholder={api.i18n.t('names.placeholder')}
            autoComplete="off"
            spellCheck={false}
            disabled={busy}
            onChange={(e) => controller.input(e.target.value)}
          />
          <span className="gw-muted">{NAME_SUFFIX}</span>
        </span>
      </label>
      <p data-testid="register-name-status" data-availability={state.availability} className={state.availability === 'registered' || state.availability === 'invalid' ? 'gw-error' : 'gw-muted'} style={{ minHeight: '1.2em', margin: '4px 0' }}>{status}</p>
      {state.error ? <p className="gw-error" role="alert" data-testid="register-name-error">{state.error}</p> : null}
      {state.loadingSuggestions ? <p className="gw-muted" data-testid="register-name-suggestions-loading">{api.i18n.t('names.loadingSuggestions')}</p> : null}
      {state.suggestions.length ? (
        <div data-testid="register-name-suggestions">
          <p className="gw-muted" style={{ margin: '4px 0' }}>{api.i18n.t('names.suggestions')}</p>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {state.suggestions.map((s) => (
              <li key={s.name}>
                <button
                  type="button"
                  className="gw-btn"
                  data-testid="register-name-suggestion"
                  data-registered={s.registered}
                  disabled={busy || s.registered}
                  style={{ width: '100%', display: 'flex', justifyContent: 'space-between', overflowWrap: 'anywhere' }}
                  onClick={() => controller.input(labelOf(s.name))}
                >
                  <span>{s.name}</span>
                  <span className="gw-muted">{api.i18n.t(s.registered ? 'names.registered' : 'names.available')}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="submit" className="gw-btn gw-btn-primary" data-testid="register-name-submit" disabled={!canSubmit} style={{ width: '100%', marginTop: 8 }}>
        {state.step === 'signing' ? api.i18n.t('names.signing') : state.step === 'registering' ? api.i18n.t('names.registering') : api.i18n.t('names.submit')}
      </button>
    </form>
  );
}
