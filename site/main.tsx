import { createRoot } from 'react-dom/client';
import { defineStakeElements } from '../widget/element';
import { getLstsOrEmpty } from '../widget/api/lstList';
import { resolveConfig } from '../widget/core/config';
import { loadPageOptions } from './siteConfig';

const options = await loadPageOptions();
defineStakeElements(options);
const projects = (await getLstsOrEmpty(resolveConfig(options.config))).filter((entry) => entry.meta).slice(0, 2);

function DemoPage() {
  return (
    <main>
      <lst-wallet-button />
      {projects.map((project) => (
        <lst-stake key={project.mint} mint={project.mint} />
      ))}
    </main>
  );
}

createRoot(document.getElementById('app')!).render(<DemoPage />);
