import { render } from 'react-dom';
import { defineStakeElements } from '../widget/element';
import { demoProjects } from '../tests/mocks/demoProjects';
import { loadPageOptions } from './siteConfig';

const options = await loadPageOptions();
defineStakeElements(options);

function DemoPage() {
  return (
    <main>
      <lst-wallet-button />
      {demoProjects.slice(0, 2).map((project) => (
        <lst-stake key={project.mint} mint={project.mint} />
      ))}
    </main>
  );
}

render(<DemoPage />, document.getElementById('app')!);
