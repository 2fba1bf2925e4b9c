import { useMemo, type ReactNode } from 'react';
import { parseExplorer } from '../core/config/explorer';
import { parseTheme } from '../core/config/theme';
import { WidgetConfigContext, useWidgetConfig } from './WidgetConfigContext';

/**
 * A card's own explorer and colour scheme. The explorer overrides the provider's for what is inside;
 * a forced theme is a class (`display: contents`) that the stylesheet's colour values follow.
 */
export function CardLook({ explorer, theme, children }: { explorer?: string; theme?: string; children: ReactNode }) {
  const config = useWidgetConfig();
  const chosen = useMemo(() => parseExplorer(explorer), [explorer]);
  const scheme = useMemo(() => parseTheme(theme), [theme]);
  const own = useMemo(() => ({ ...config, explorer: chosen ?? config.explorer }), [config, chosen]);
  return (
    <WidgetConfigContext.Provider value={own}>
      {scheme === 'auto' ? children : <div className={`lst-${scheme}`}>{children}</div>}
    </WidgetConfigContext.Provider>
  );
}
