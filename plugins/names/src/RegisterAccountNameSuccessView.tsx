/** RegisterAccountNameSuccess (spec §2): the name just registered, and the way back to Account. */
import type { ViewProps } from '@gangway/kernel';
import { namesSliceKey } from './public';

export function RegisterAccountNameSuccessView({ api }: ViewProps) {
  const name = api.slice.useSlice(namesSliceKey, (s) => s.registered);
  return (
    <div data-testid="register-name-success" className="gw-center">
      <p style={{ fontWeight: 700 }}>{api.i18n.t('names.success.title')}</p>
      {name ? <p data-testid="register-name-success-name" style={{ overflowWrap: 'anywhere' }}>{api.i18n.t('names.success.body', { name })}</p> : null}
      <button type="button" className="gw-btn gw-btn-primary" data-testid="register-name-done" onClick={() => api.navigation.reset('Account')}>
        {api.i18n.t('names.success.done')}
      </button>
    </div>
  );
}
