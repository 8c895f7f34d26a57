/**
 * The lazily loaded half of the example plugin. It uses only what `setup(api)` hands it (plus the
 * host's React, shared as a singleton), so it works in any Gangway host without importing the kernel.
 */
import type { PluginApi, ViewProps } from '@gangway/kernel';
import { createSliceKey, definePlugin } from '@gangway/kernel';

interface GreetingState { opened: number; viewsSeen: string[]; networks?: number }
export const greetingKey = createSliceKey<GreetingState>('example-greeting');

function GreetingView({ api }: ViewProps) {
  const opened = api.slice.useSlice(greetingKey, (s) => s.opened);
  const networks = api.slice.useSlice(greetingKey, (s) => s.networks);
  const address = api.state.useKernelState((s) => s.activeCaipAddress);
  return (
    <div data-testid="example-greeting">
      <p>Hello from a remote plugin served by another origin.</p>
      <p className="gw-muted">Opened {opened} time(s). {address ? `Connected as ${address}` : 'Not connected.'}</p>
      {networks === undefined ? null : <p className="gw-muted" data-testid="example-networks">The project's API serves {networks} network(s).</p>}
      <button type="button" className="gw-btn gw-btn-primary" onClick={() => api.ui.toast('success', 'Greetings sent')}>Say hello</button>
    </div>
  );
}

export default definePlugin((api: PluginApi) => {
  // The configured API client: needs the 'http' permission (declared, and granted by the host).
  const http = api.http;
  // Activation happens on the way to our view: that first visit counts.
  const first = api.navigation.current().view;
  api.slice.defineSlice(greetingKey, { opened: first === 'ExampleGreeting' ? 1 : 0, viewsSeen: [first] });
  http.get<{ http?: string[] }>('api', '/v1/supported-chains').then(
    (r) => api.slice.updateSlice(greetingKey, (s) => { s.networks = r.http?.length ?? 0; }),
    () => undefined,
  );
  api.views.registerView('ExampleGreeting', GreetingView);
  api.hooks.viewChanged.tap('greeting', ({ to }) => {
    api.slice.updateSlice(greetingKey, (s) => {
      if (to === 'ExampleGreeting') s.opened += 1;
      if (!s.viewsSeen.includes(to)) s.viewsSeen.push(to);
    });
  });
});
