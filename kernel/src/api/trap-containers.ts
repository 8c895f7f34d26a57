/**
 * Extra focus-trap containers, per kernel: elements outside the modal's root that belong to the open
 * dialog while a plugin shows them (`api.ui.addTrapContainer`) — a secure frame placed over a view and
 * owning that part of it. The modal's trap (ui/use-focus-trap.ts, ui/trap-zones.ts) follows the list:
 * focus may go into them and Tab passes through them. What is not registered (a hidden frame) stays
 * outside the dialog. Here only the list: it is shared by the runtime (the plugin API) and the UI.
 */
export interface TrapContainers {
  /** Adds `el` (once) until the returned function is called. */
  add(el: HTMLElement): () => void;
  /** The registered elements, in the order they were added. */
  list(): readonly HTMLElement[];
  /** Calls `fn` after every change; returns the unsubscribe. */
  subscribe(fn: () => void): () => void;
}

const perKernel = new WeakMap<object, TrapContainers>();

export function trapContainers(kernel: object): TrapContainers {
  let registry = perKernel.get(kernel);
  if (registry) return registry;
  let els: HTMLElement[] = [];
  const listeners = new Set<() => void>();
  const changed = () => { for (const fn of [...listeners]) fn(); };
  registry = {
    add(el) {
      if (!els.includes(el)) { els = [...els, el]; changed(); }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        els = els.filter((x) => x !== el);
        changed();
      };
    },
    list: () => els,
    subscribe(fn) { listeners.add(fn); return () => { listeners.delete(fn); }; },
  };
  perKernel.set(kernel, registry);
  return registry;
}
