/**
 * The plugin's module, loaded on first need from the origin that serves the build. It uses only what
 * `setup(api)` hands it and the host's React (a shared singleton): its view, its slice, a toast.
 */
import { createSliceKey, definePlugin, type ViewProps } from '@gangway/kernel';
import { HELLO_VIEW } from './manifest';
import { MESSAGES } from './messages';

interface HelloState { waves: number }
export const helloKey = createSliceKey<HelloState>('hello');

function HelloView({ api }: ViewProps) {
  const waves = api.useSlice(helloKey, (s) => s.waves);
  const address = api.useKernelState((s) => s.activeCaipAddress);
  const wave = () => {
    api.updateSlice(helloKey, (s) => { s.waves += 1; });
    api.toast('success', api.t('hello.waved'));
  };
  return (
    <div data-testid="hello-plugin">
      <p>{api.t('hello.greeting')}</p>
      <p className="gw-muted">{address ?? api.t('hello.notConnected')}</p>
      <p className="gw-muted" data-testid="hello-waves">Waves: {waves}</p>
      <button type="button" className="gw-btn gw-btn-primary" onClick={wave}>{api.t('hello.wave')}</button>
    </div>
  );
}

export default definePlugin((api) => {
  api.addMessages(MESSAGES);
  api.defineSlice(helloKey, { waves: 0 });
  api.registerView(HELLO_VIEW, HelloView);
});
