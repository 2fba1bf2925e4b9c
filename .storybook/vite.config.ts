import { defineConfig } from 'vite';
import { shellTemplates } from '../vite.config';

// Storybook's own Vite config: none of the site's preact aliases, so stories run on real React. The
// elements' startup copies come from the plugin that renders them at build time.
export default defineConfig({
  plugins: [shellTemplates()],
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'development') },
});
