/** Turns on recipe updates (immer) for a store: part of the lazy runtime. */
import { produce } from 'immer';
import type { Store } from './store';

export function enableImmerUpdates(store: Store): Store {
  store.update = (recipe) => store.setState(produce(store.getState(), recipe));
  return store;
}
