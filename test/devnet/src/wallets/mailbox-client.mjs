// Mailbox helpers for tests: read one-time codes the frame emulator "emailed", over the API emulator's admin API.

/** @param {string} apiUrl */
export function mailboxClient(apiUrl) {
  const base = `${apiUrl}/__admin/mailbox`;
  return {
    /** All mails (optionally to one address). @param {string} [to] */
    async list(to) {
      const r = await fetch(`${base}${to ? `?to=${encodeURIComponent(to)}` : ''}`);
      return /** @type {{ id: number, to: string, subject: string, code: string, body: string, at: number }[]} */ ((await r.json()).messages);
    },
    /**
     * Waits for a mail to `to` newer than `since` (ms epoch; default: any) and returns it.
     * @param {string} to @param {{ since?: number, subject?: RegExp, timeoutMs?: number }} [opts]
     */
    async waitFor(to, { since = 0, subject, timeoutMs = 20_000 } = {}) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const hit = (await this.list(to)).reverse().find((m) => m.at >= since && (!subject || subject.test(m.subject)));
        if (hit) return hit;
        if (Date.now() > end) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    /** The one-time code of the newest mail to `to` (waits for it). @param {string} to @param {{ since?: number, timeoutMs?: number }} [opts] */
    async code(to, opts) {
      return (await this.waitFor(to, opts)).code;
    },
    async clear() {
      await fetch(base, { method: 'DELETE' });
    },
  };
}
