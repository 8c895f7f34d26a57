import type { ReactNode } from 'react';
import type { Gangway } from '../api/create-gangway';
import { GangwayContext } from './context';

/** Makes a Gangway instance available to the hooks below. */
export function GangwayProvider({ gangway, children }: { gangway: Gangway; children?: ReactNode }) {
  return <GangwayContext.Provider value={gangway}>{children}</GangwayContext.Provider>;
}
