import { createContext, useContext } from 'react';
import type { StakeWidgetConfig } from '../core/config/config';

export const WidgetConfigContext = createContext<StakeWidgetConfig | null>(null);

export function useWidgetConfig(): StakeWidgetConfig {
  const config = useContext(WidgetConfigContext);
  if (!config) throw new Error('useWidgetConfig must be used inside <StakeWidgetProvider>');
  return config;
}
