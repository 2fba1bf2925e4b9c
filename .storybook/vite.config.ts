import { defineConfig } from 'vite';

// Storybook's own Vite config: none of the site's preact aliases, so stories run on real React.
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'development') },
});
