import { createContext, useContext } from 'react';
import type { StakeWidgetConfig } from '../widget/core/config/config';

export const SiteConfigContext = createContext<StakeWidgetConfig | null>(null);

export function useSiteConfig(): StakeWidgetConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig must be used inside <SiteConfigContext.Provider>');
  return config;
}
