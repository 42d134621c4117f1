import { createContext, useContext } from 'react';
import type { Bootstrap } from './bootstrap';

export const BootstrapContext = createContext<Bootstrap | null>(null);

export function useBootstrap(): Bootstrap {
  const value = useContext(BootstrapContext);
  if (!value) throw new Error('useBootstrap outside of the storefront shell');
  return value;
}

export const useTenant = () => useBootstrap().tenant;
