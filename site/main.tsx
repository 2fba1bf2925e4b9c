import { createRoot, type Root } from 'react-dom/client';
import { getLstsOrEmpty } from '../widget/api/lstList';
import { resolveConfig } from '../widget/core/config/config';
import { defineStakeElements } from '../widget/element';
import { App } from './App';
import { AppLoadFailed } from './components/AppLoadFailed';
import { SiteConfigContext } from './SiteConfigContext';
import { SiteDemoContext } from './SiteDemoContext';
import { DEMO_MODE, loadSiteStart } from './siteConfig';
import './styles.css';

async function start(root: Root): Promise<void> {
  // The site mounts the widget exactly as an embedder would: page-wide options, then the elements.
  const { options, demo } = await loadSiteStart();
  const config = resolveConfig(options.config);
  // Every page but home and launch needs the LST list: ask now, while the first render happens.
  // The request is shared (one per visit), so the pages and widgets that ask later reuse it.
  if (/^\/(explore|detail|stakes)/.test(location.pathname)) void getLstsOrEmpty(config);
  defineStakeElements(options);
  root.render(
    <SiteConfigContext.Provider value={config}>
      <SiteDemoContext.Provider value={demo}>
        <App demo={DEMO_MODE} />
      </SiteDemoContext.Provider>
    </SiteConfigContext.Provider>,
  );
}

const root = createRoot(document.getElementById('app')!);
await start(root).catch((error: unknown) => {
  // The demo's chunk (or what else the start loads) did not arrive: say so rather than stay blank.
  console.error('The launchpad could not start', error);
  root.render(<AppLoadFailed />);
});
