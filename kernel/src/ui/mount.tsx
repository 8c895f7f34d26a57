/**
 * The lazy UI chunk's entry: injects styles (with the CSP nonce), installs the React bindings on
 * the kernel and renders the modal into its own root — appended to <body> unless the host passes
 * a container (embedded mode / append disabled).
 */
import { createRoot } from 'react-dom/client';
import { createReactBindings } from '../api/react-bindings';
import type { Kernel } from '../api/kernel';
import { KernelContext } from './kernel-context';
import { Modal } from './Modal';
import { injectStyles } from './styles';

export async function mountModal(kernel: Kernel, container?: HTMLElement): Promise<void> {
  injectStyles(document, kernel.options.cspNonce);
  kernel.react ??= createReactBindings(kernel.store);
  const host = container ?? document.body.appendChild(document.createElement('div'));
  host.setAttribute('data-gangway-root', '');
  createRoot(host).render(
    <KernelContext.Provider value={kernel}>
      <Modal embedded={!!container && kernel.options.enableEmbedded} />
    </KernelContext.Provider>,
  );
}
