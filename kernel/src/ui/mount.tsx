/**
 * The lazy UI chunk's entry: injects styles (with the CSP nonce), installs the React bindings on
 * the kernel and renders the modal into its own root — appended to <body> unless the host passes
 * a container (embedded mode / append disabled). Returns the unmount, which `destroy()` calls.
 */
import { createRoot } from 'react-dom/client';
import { createReactBindings } from '../api/react-bindings';
import type { Kernel } from '../api/kernel-types';
import { KernelContext } from './kernel-context';
import { Modal } from './Modal';
import { injectStyles } from './styles';
import { ViewOutlet } from './ViewOutlet';

export async function mountModal(kernel: Kernel, container?: HTMLElement): Promise<() => void> {
  injectStyles(document, kernel.options.cspNonce);
  kernel.react ??= { ...createReactBindings(kernel.store), Outlet: ViewOutlet };
  const host = container ?? document.body.appendChild(document.createElement('div'));
  host.setAttribute('data-gangway-root', '');
  const root = createRoot(host);
  root.render(
    <KernelContext.Provider value={kernel}>
      <Modal embedded={!!container && kernel.options.enableEmbedded} />
    </KernelContext.Provider>,
  );
  return () => {
    root.unmount();
    // Our own element goes; a host's container stays, emptied.
    if (container) host.removeAttribute('data-gangway-root');
    else host.remove();
  };
}
