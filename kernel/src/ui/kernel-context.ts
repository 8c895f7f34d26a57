import { createContext, useContext } from 'react';
import type { Kernel } from '../api/kernel-types';

export const KernelContext = createContext<Kernel | null>(null);

export function useKernel(): Kernel {
  const kernel = useContext(KernelContext);
  if (!kernel) throw new Error('Gangway UI rendered outside its kernel');
  return kernel;
}
