// In-memory IKeyValueStorage for WalletConnect clients in node (the default writes files to cwd).
export class MemoryStorage {
  constructor() {
    /** @type {Map<string, unknown>} */
    this.map = new Map();
  }
  async getKeys() {
    return [...this.map.keys()];
  }
  async getEntries() {
    return [...this.map.entries()];
  }
  /** @param {string} key */
  async getItem(key) {
    return this.map.get(key);
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
