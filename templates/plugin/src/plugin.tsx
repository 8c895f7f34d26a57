/**
 * The plugin's module, loaded on first need from the origin that serves the build. It uses only what
 * `setup(api, options)` hands it and the host's React (a shared singleton): its view, its slice, a
 * toast, and its options (src/options.ts: the kernel checked them with that schema before setup).
 */
import { createSliceKey, definePlugin, type ViewProps } from '@gangway/kernel';
import { HELLO_VIEW } from './manifest';
import { MESSAGES } from './messages';
import { HelloOptionsSchema, type HelloOptions } from './options';

interface HelloState { waves: number }
export const helloKey = createSliceKey<HelloState>('hello');

function HelloView({ api, maxWaves }: ViewProps & { maxWaves: number }) {
  const waves = api.slice.useSlice(helloKey, (s) => s.waves);
  const address = api.state.useKernelState((s) => s.activeCaipAddress);
  const wave = () => {
    api.slice.updateSlice(helloKey, (s) => { s.waves += 1; });
    api.ui.toast('success', api.i18n.t('hello.waved'));
  };
  return (
    <div data-testid="hello-plugin">
      <p>{api.i18n.t('hello.greeting')}</p>
      <p className="gw-muted">{address ?? api.i18n.t('hello.notConnected')}</p>
      <p className="gw-muted" data-testid="hello-waves">Waves: {waves}</p>
      <button type="button" className="gw-btn gw-btn-primary" onClick={wave} disabled={waves >= maxWaves}>{api.i18n.t('hello.wave')}</button>
    </div>
  );
}

export default definePlugin(
  (api, options: HelloOptions) => {
    api.i18n.addMessages(MESSAGES);
    api.slice.defineSlice(helloKey, { waves: 0 });
    api.views.registerView(HELLO_VIEW, (props: ViewProps) => <HelloView {...props} maxWaves={options.maxWaves} />);
  },
  { options: HelloOptionsSchema },
);
