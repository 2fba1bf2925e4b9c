import { createRoot } from 'react-dom/client';
import { resolveConfig } from '../widget/core/config';
import { defineStakeElements } from '../widget/element';
import { App } from './App';
import { SiteConfigContext } from './SiteConfigContext';
import { DEMO_MODE, loadPageOptions } from './siteConfig';
import './styles.css';

// The site mounts the widget exactly as an embedder would: page-wide options, then the elements.
const options = await loadPageOptions();
defineStakeElements(options);

createRoot(document.getElementById('app')!).render(
  <SiteConfigContext.Provider value={resolveConfig(options.config)}>
    <App demo={DEMO_MODE} />
  </SiteConfigContext.Provider>,
);
