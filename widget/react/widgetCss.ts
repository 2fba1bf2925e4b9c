import { bringCss } from './bringCss';
import { firstPaintCss } from './firstPaintCss';
import { launcherCss } from './launcherCss';
import { listCss } from './listCss';
import { menuCss } from './menuCss';
import { messageCss } from './messageCss';
import { modalCss } from './modalCss';
import { pickerCss } from './pickerCss';
import { unstakeCss } from './unstakeCss';

/**
 * The widget's whole stylesheet, for React apps and Storybook to put in a <style> (the library's
 * `widgetCss`). The elements take it in parts instead: the first paint's rules first, the rest as the
 * lazy chunks that render them load (widgetStylesheet.ts). Each part comes after the ones it overrides.
 */
export const widgetCss: string = [firstPaintCss, listCss, messageCss, unstakeCss, bringCss, menuCss, modalCss, pickerCss, launcherCss].join(
  '',
);
