import { createContext, useContext } from 'react';
import type { Gangway } from '../api/create-gangway';

export const GangwayContext = createContext<Gangway | null>(null);

export function useGangway(): Gangway {
  const g = useContext(GangwayContext);
  if (!g) throw new Error('Wrap your app in <GangwayProvider gangway={...}>');
  return g;
}
