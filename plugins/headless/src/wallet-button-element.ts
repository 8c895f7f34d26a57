/**
 * The wallet button as a custom element, for pages without React:
 *
 *   defineWalletButtonElement(gangway);                  // once
 *   <gangway-wallet-button wallet="MetaMask"></gangway-wallet-button>
 *
 * A click connects that wallet without the modal; the element's `status` attribute says how it went
 * (connecting, connected, failed) and it dispatches `gangway-connected` / `gangway-error` events.
 */
import type { Gangway } from '@gangway/kernel';
import { headlessKey } from './key';

export function defineWalletButtonElement(gangway: Pick<Gangway, 'service'>, tagName = 'gangway-wallet-button'): void {
  if (typeof customElements === 'undefined' || customElements.get(tagName)) return;
  customElements.define(tagName, class extends HTMLElement {
    #button?: HTMLButtonElement;
    static observedAttributes = ['wallet', 'label'];

    connectedCallback() {
      if (!this.#button) {
        this.#button = document.createElement('button');
        this.#button.type = 'button';
        this.#button.setAttribute('part', 'button');
        this.#button.addEventListener('click', () => void this.#connect());
        this.#button.addEventListener('pointerenter', () => void gangway.service(headlessKey).catch(() => undefined));
        this.appendChild(this.#button);
      }
      this.#render();
    }

    attributeChangedCallback() { this.#render(); }

    #render() {
      if (this.#button) this.#button.textContent = this.getAttribute('label') ?? `Connect ${this.getAttribute('wallet') ?? ''}`;
    }

    async #connect() {
      const wallet = this.getAttribute('wallet');
      if (!wallet || !this.#button) return;
      this.setAttribute('status', 'connecting');
      this.#button.disabled = true;
      try {
        const result = await (await gangway.service(headlessKey)).connect(wallet);
        this.setAttribute('status', 'connected');
        this.dispatchEvent(new CustomEvent('gangway-connected', { detail: result, bubbles: true }));
      } catch (error) {
        this.setAttribute('status', 'failed');
        this.dispatchEvent(new CustomEvent('gangway-error', { detail: error, bubbles: true }));
      } finally {
        this.#button.disabled = false;
      }
    }
  });
}
