import { createContext, useContext } from 'react';
import type { LoadedKernel } from '../api/kernel-types';

export const KernelContext = createContext<LoadedKernel | null>(null);

export function useKernel(): LoadedKernel {
  const kernel = useContext(KernelContext);
  if (!kernel) throw new Error('Gangway UI rendered outside its kernel');
  return kernel;
}
