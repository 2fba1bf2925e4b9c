import { defineConfig } from 'vite';
// With its extension: Vite's config loaders warn about extensionless imports (the native one cannot load them).
import { shellTemplates } from '../vite.config.ts';

// Storybook's own Vite config: none of the site's preact aliases, so stories run on real React. The
// elements' startup copies come from the plugin that renders them at build time.
export default defineConfig({
  plugins: [shellTemplates()],
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'development') },
});
