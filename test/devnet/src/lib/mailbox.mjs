// The devnet's local mailbox: one-time codes "emailed" by the frame emulator land here; tests read them
// through the API emulator's /__admin/mailbox endpoints (or the kit's mailbox fixture).

/** @typedef {{ id: number, to: string, subject: string, code: string, body: string, at: number }} Mail */
export function createMailbox() {
  /** @type {Mail[]} */
  let mails = [];
  let nextId = 1;
  return {
    /** @param {{to: string, subject: string, code: string, body?: string}} m */
    send(m) {
      const mail = { id: nextId++, to: m.to.toLowerCase(), subject: m.subject, code: m.code, body: m.body ?? `Your code is ${m.code}`, at: Date.now() };
      mails.push(mail);
      return mail;
    },
    /** @param {string} [to] */
    list(to) {
      return to ? mails.filter((m) => m.to === to.toLowerCase()) : [...mails];
    },
    /** @param {string} [to] */
    latest(to) {
      const l = this.list(to);
      return l[l.length - 1];
    },
    clear() {
      mails = [];
    },
  };
}
