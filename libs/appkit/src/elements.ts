/**
 * AppKit's web components (reown-com/appkit packages/appkit/src/library/react/index.ts lists them and
 * their attributes) over Gangway's custom elements (@gangway/kernel/elements): each <appkit-*> holds
 * the matching <gangway-*> and translates AppKit's attributes. createAppKit loads this module lazily.
 *   label, balance="hide"  passed to the Gangway element
 *   disabled               clicks stop at the <appkit-*> element
 *   namespace              bound to that namespace: its account and network, its Connect view (Gangway's `namespace`)
 *   size, loadingLabel     accepted; Gangway's buttons have one size and no loading label
 */
import { defineGangwayElements, ELEMENT_NAMES } from '@gangway/kernel/elements';
import type { Gangway } from '@gangway/kernel';

/** What the elements need of the AppKit instance (not imported: client.ts loads this module). */
export interface ElementsHost { readonly gangway: Gangway }

export const APPKIT_ELEMENTS = {
  'appkit-button': ELEMENT_NAMES.button,
  'appkit-connect-button': ELEMENT_NAMES.button,
  'appkit-account-button': ELEMENT_NAMES.account,
  'appkit-network-button': ELEMENT_NAMES.network,
} as const;

const PASSED = ['label', 'balance', 'namespace', 'data-testid'];

function wrapper(inner: string) {
  return class extends HTMLElement {
    static observedAttributes = PASSED;
    #child?: HTMLElement;
    connectedCallback() {
      if (!this.#child) {
        this.#child = document.createElement(inner);
        this.addEventListener('click', (e) => this.#click(e), { capture: true });
      }
      for (const name of PASSED) this.#pass(name);
      if (!this.#child.isConnected) this.append(this.#child);
    }
    attributeChangedCallback(name: string) {
      if (!this.#child) return;
      this.#pass(name);
      // Gangway's element repaints on state changes only: re-attach it to paint the new attribute.
      if (this.#child.isConnected) { this.#child.remove(); this.append(this.#child); }
    }
    #pass(name: string) {
      const value = this.getAttribute(name);
      if (value === null) this.#child!.removeAttribute(name);
      else this.#child!.setAttribute(name, value);
    }
    #click(e: Event) {
      if (this.hasAttribute('disabled') && this.getAttribute('disabled') !== 'false') { e.stopPropagation(); e.preventDefault(); }
    }
  };
}

/** Registers the four <appkit-*> elements (and Gangway's, which they hold) once per page. */
export function defineAppKitElements(appkit: ElementsHost): void {
  defineGangwayElements(appkit.gangway);
  for (const [name, inner] of Object.entries(APPKIT_ELEMENTS)) {
    if (!customElements.get(name)) customElements.define(name, wrapper(inner));
  }
}
