/** The startup copies' templates, rendered at build time from the real elements (vite.config.ts). */
declare module 'virtual:lst-shell-templates' {
  import type { ShellTemplates } from './shellTemplate';

  const templates: ShellTemplates;
  export default templates;
}
