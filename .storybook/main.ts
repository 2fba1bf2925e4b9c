import type { StorybookConfig } from '@storybook/react-vite';

/** Real React (no preact alias): Storybook is where the library's React build is seen. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Storybook's own files document no props, and the docgen plugin, whose project globs skip dot-folders,
    // warned on every start that .storybook/preview.tsx is not in it.
    reactDocgenTypescriptOptions: { exclude: ['**/*.stories.tsx', '**/.storybook/**'] },
  },
};

export default config;
