// In-memory IKeyValueStorage for WalletConnect clients in node (the default writes files to cwd).
export class MemoryStorage {
  constructor() {
    /** @type {Map<string, unknown>} */
    this.map = new Map();
  }
  async getKeys() {
    return [...this.map.keys()];
  }
  /** @template [T=any] @returns {Promise<[string, T][]>} */
  async getEntries() {
    return /** @type {[string, T][]} */ ([...this.map.entries()]);
  }
  /** @template [T=any] @param {string} key @returns {Promise<T | undefined>} */
  async getItem(key) {
    return /** @type {T | undefined} */ (this.map.get(key));
  }
  /** @param {string} key @param {unknown} value */
  async setItem(key, value) {
    this.map.set(key, value);
  }
  /** @param {string} key */
  async removeItem(key) {
    this.map.delete(key);
  }
}
