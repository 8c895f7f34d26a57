/**
 * The lazy UI chunk's entry: injects styles (with the CSP nonce), installs the React bindings on
 * the kernel and renders the modal into its own root — appended to <body> unless the host passes
 * a container (embedded mode / append disabled). Returns the unmount, which `destroy()` calls.
 */
import { createRoot } from 'react-dom/client';
import { createReactBindings } from '../api/react-bindings';
import { afterViewShown } from '../api/view-shown';
import type { LoadedKernel } from '../api/kernel-types';
import { KernelContext } from './kernel-context';
import { Modal } from './Modal';
import { injectStyles } from './styles';
import { ViewOutlet } from './ViewOutlet';

export async function mountModal(kernel: LoadedKernel, container?: HTMLElement): Promise<() => void> {
  injectStyles(document, kernel.options.cspNonce);
  kernel.react ??= { ...createReactBindings(kernel.store), Outlet: ViewOutlet };
  const host = container ?? document.body.appendChild(document.createElement('div'));
  host.setAttribute('data-gangway-root', '');
  const root = createRoot(host);
  const embedded = !!container && kernel.options.enableEmbedded;
  root.render(
    <KernelContext.Provider value={kernel}>
      <Modal embedded={embedded} />
    </KernelContext.Provider>,
  );
  // Inline, a view is on screen without any open (and its openFinished): the connection flows follow
  // it here, so the first connect does not wait for their chunk. A failure: the connect loads them again.
  if (embedded) void afterViewShown().then(() => kernel.loadFlows()).catch(() => undefined);
  return () => {
    root.unmount();
    // Our own element goes; a host's container stays, emptied.
    if (container) host.removeAttribute('data-gangway-root');
    else host.remove();
  };
}
