import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { expect, waitFor } from 'storybook/test';
import { defineStakeElements } from '../widget/element';
import { paintShell } from '../widget/element/startupCopy';
import { stakeCardShell } from '../widget/element/stakeCardShell';
import { demoProjects } from '../demo/demoProjects';
import { startDemo } from '../demo/startDemo';

// The elements exactly as an embedder gets them, on the demo services with the burner wallet.
const demo = await startDemo('?list=one');
defineStakeElements({ config: demo.config, extraWallets: demo.extraWallets });

interface ThemeArgs {
  accent: string;
  accentHover: string;
  onAccent: string;
  background: string;
  foreground: string;
  muted: string;
  surface: string;
  border: string;
  danger: string;
  success: string;
  radius: string;
  font: string;
}

/** The documented custom properties, set on the host page. */
function themeStyle(theme: ThemeArgs) {
  return {
    '--lst-accent': theme.accent,
    '--lst-accent-hover': theme.accentHover,
    '--lst-on-accent': theme.onAccent,
    '--lst-background': theme.background,
    '--lst-foreground': theme.foreground,
    '--lst-muted': theme.muted,
    '--lst-surface': theme.surface,
    '--lst-border': theme.border,
    '--lst-danger': theme.danger,
    '--lst-success': theme.success,
    '--lst-radius': theme.radius,
    '--lst-font': theme.font,
    display: 'grid',
    gap: 16,
    maxWidth: 480,
  } as CSSProperties;
}

/** A host page styling the widgets only through the documented custom properties. */
function HostPage(theme: ThemeArgs) {
  return (
    <main style={themeStyle(theme)}>
      <h1 style={{ margin: 0, fontSize: 24 }}>A project&rsquo;s own page</h1>
      <lst-wallet-button />
      <lst-stake mint={demoProjects[0]!.mint} />
    </main>
  );
}

/**
 * What `<lst-stake>` paints the moment the script runs while the page starts: a static, inert copy of
 * the card's first render, which the live card replaces a frame later.
 */
function StartupShell(theme: ThemeArgs) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current!;
    element.setAttribute('mint', demoProjects[0]!.mint);
    const shell = stakeCardShell(element);
    if (shell) paintShell(element.shadowRoot ?? element.attachShadow({ mode: 'open' }), shell);
    return () => shell?.remove();
  }, []);
  return (
    <main style={themeStyle(theme)}>
      <p style={{ margin: 0 }}>The card as the page starts: a static copy, inert until the live card replaces it.</p>
      <div ref={host} data-testid="startup-shell" />
    </main>
  );
}

const meta = {
  title: 'Embed/Elements on a host page',
  component: HostPage,
  args: {
    accent: '#12753a',
    accentHover: '#0d5c2d',
    onAccent: '#ffffff',
    background: '#ffffff',
    foreground: '#102a1b',
    muted: '#4a5f52',
    surface: '#f2f7f3',
    border: '#cfdcd3',
    danger: '#a4161a',
    success: '#12753a',
    radius: '14px',
    font: 'system-ui, sans-serif',
  },
  argTypes: Object.fromEntries(
    ['accent', 'accentHover', 'onAccent', 'background', 'foreground', 'muted', 'surface', 'border', 'danger', 'success'].map((name) => [
      name,
      { control: 'color' },
    ]),
  ),
} satisfies Meta<typeof HostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button's background, whether the browser reports it resolved (rgb) or as declared (hex). */
const background = (canvasElement: HTMLElement) => getComputedStyle(startButton(canvasElement)!).backgroundColor.toLowerCase();

/** The live card's button: until the card's first render, an inert static copy of it stands in. */
const startButton = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('lst-stake')?.shadowRoot?.querySelector<HTMLButtonElement>('.lst-card:not([inert]) .lst-button--primary') ??
  null;

export const DefaultTheme: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(startButton(canvasElement)).not.toBeNull(), { timeout: 5000 });
    await expect(background(canvasElement)).toMatch(/^(rgb\(18, 117, 58\)|#12753a)$/);
  },
};

export const PurpleTheme: Story = {
  args: { accent: '#5b21b6', accentHover: '#4c1d95', surface: '#f5f3ff', border: '#ddd6fe', radius: '4px', success: '#5b21b6' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(startButton(canvasElement)).not.toBeNull(), { timeout: 5000 });
    await expect(background(canvasElement)).toMatch(/^(rgb\(91, 33, 182\)|#5b21b6)$/);
  },
};

export const StartupShellBeforeFirstRender: Story = {
  render: (theme) => <StartupShell {...theme} />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-testid="startup-shell"]')!.shadowRoot!;
    const shell = root.querySelector('.lst-card')!;
    await expect(shell.hasAttribute('inert')).toBe(true);
    await expect(shell.textContent).toContain('Loading token…');
    await expect(root.querySelector('.lst-button--primary')?.textContent).toBe('Start Staking');
  },
};
