/**
 * The rules the card and the wallet button need to paint at all: in the embed's first load, adopted by
 * every shadow root. Inside a shadow root `:host` resets everything the page could inherit into it; the
 * documented --lst-* custom properties are the one way in for a theme. What only a lazy chunk renders
 * joins later (widgetStylesheet.ts); widgetCss.ts is the whole.
 */
export const firstPaintCss: string = `
:host {
  all: initial;
  display: block;
}
/*
 * Each component root defines the theme too: React apps render them without a shadow root or wrapper.
 * A forced theme (the element's theme="light" | "dark"; a React card's theme prop wraps it in .lst-light
 * or .lst-dark) is more specific than a root, so it wins over the page's scheme.
 */
:host, .lst-card, .lst-wallet, .lst-modal, :host([theme=light]), :host([theme=light]) *, div.lst-light * {
  --_accent: var(--lst-accent, #12753a);
  --_accent-hover: var(--lst-accent-hover, #0d5c2d);
  --_on-accent: var(--lst-on-accent, #ffffff);
  --_bg: var(--lst-background, #ffffff);
  --_fg: var(--lst-foreground, #102a1b);
  --_muted: var(--lst-muted, #4a5f52);
  --_border: var(--lst-border, #cfdcd3);
  --_surface: var(--lst-surface, #f2f7f3);
  --_danger: var(--lst-danger, #a4161a);
  --_success: var(--lst-success, #12753a);
  --_radius: var(--lst-radius, 14px);
  --_font: var(--lst-font, system-ui, sans-serif);
}
/* The dark scheme: colour values only, the page's (prefers-color-scheme) unless a theme is forced. */
@media (prefers-color-scheme: dark) {
  :host, .lst-card, .lst-wallet, .lst-modal {
    --_accent: var(--lst-accent, #5fd08a); --_accent-hover: var(--lst-accent-hover, #86dfa6);
    --_on-accent: var(--lst-on-accent, #06210f); --_bg: var(--lst-background, #111a15);
    --_fg: var(--lst-foreground, #e4efe7); --_muted: var(--lst-muted, #a7bcae);
    --_border: var(--lst-border, #3a5043); --_surface: var(--lst-surface, #1a2820);
    --_danger: var(--lst-danger, #ff9d96); --_success: var(--lst-success, #6fd897);
  }
}
:host([theme=dark]), :host([theme=dark]) *, div.lst-dark * {
  --_accent: var(--lst-accent, #5fd08a); --_accent-hover: var(--lst-accent-hover, #86dfa6);
  --_on-accent: var(--lst-on-accent, #06210f); --_bg: var(--lst-background, #111a15);
  --_fg: var(--lst-foreground, #e4efe7); --_muted: var(--lst-muted, #a7bcae);
  --_border: var(--lst-border, #3a5043); --_surface: var(--lst-surface, #1a2820);
  --_danger: var(--lst-danger, #ff9d96); --_success: var(--lst-success, #6fd897);
}
.lst-dark, .lst-light { display: contents; }
:host { font-family: var(--_font); font-size: 16px; line-height: 1.45; color: var(--_fg); }
:host([hidden]) { display: none; }
:host(lst-wallet-button) { display: inline-block; }
/* A page's !important rules on the host element beat :host, and would be inherited: each root sets its own. */
.lst-card, .lst-wallet {
  font-family: var(--_font); font-size: 16px; line-height: 1.45; color: var(--_fg); text-align: left;
  letter-spacing: normal; text-transform: none; font-style: normal; font-weight: 400;
}
*, *::before, *::after { box-sizing: border-box; }
h2, p { margin: 0; padding: 0; }
button, input { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }

.lst-card {
  display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; max-width: 440px; padding: 20px;
  background: var(--_bg); border: 1px solid var(--_border); border-radius: var(--_radius);
  box-shadow: 0 1px 2px rgb(16 42 27 / 6%), 0 8px 24px rgb(16 42 27 / 8%);
}
.lst-card__header { display: flex; align-items: center; gap: 12px; min-width: 0; }
.lst-card__heading { flex: 1; min-width: 0; }
.lst-card__title { font-size: 1.1rem; font-weight: 700; overflow-wrap: anywhere; }
.lst-card__sub { display: flex; flex-wrap: wrap; gap: 4px 8px; color: var(--_muted); font-size: 0.85rem; }
.lst-card__name { overflow-wrap: anywhere; max-width: 100%; }
.lst-card__mint { font-family: ui-monospace, Menlo, monospace; }
.lst-card__wallet { display: flex; justify-content: flex-end; }
.lst-connect { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; }

.lst-logo { flex: none; width: 40px; height: 40px; border-radius: 50%; object-fit: cover; background: var(--_surface); }
.lst-logo--placeholder {
  display: inline-grid; place-items: center; font-weight: 700; color: var(--_accent);
  border: 1px solid var(--_border);
}
.lst-badge {
  flex: none; padding: 2px 8px; border-radius: 999px; font-size: 0.75rem; font-weight: 700;
  background: #fff3c4; color: #5c4400; border: 1px solid #e0c25a;
}

.lst-form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }
@media (max-width: 400px) { .lst-card { padding: 16px; } }
.lst-label { font-weight: 600; font-size: 0.9rem; }
.lst-amount {
  display: flex; align-items: center; gap: 8px; padding: 0 14px;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: calc(var(--_radius) - 4px);
}
.lst-amount:focus-within { border-color: var(--_accent); }
.lst-amount__input {
  flex: 1; min-width: 0; padding: 12px 0; border: 0; background: transparent; font-size: 1.3rem; outline: none;
}
.lst-amount__input::placeholder { color: var(--_muted); opacity: 1; }
.lst-amount__unit { font-weight: 700; color: var(--_muted); }
.lst-hint { color: var(--_danger); font-size: 0.85rem; }
.lst-balance { color: var(--_muted); font-size: 0.85rem; text-align: right; margin-left: auto; }
.lst-amount-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.lst-presets { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.lst-presets__note { color: var(--_muted); font-size: 0.8rem; }
.lst-chip {
  min-height: 32px; padding: 4px 12px; border-radius: 999px; border: 1px solid var(--_border);
  background: var(--_bg); color: var(--_accent); font-size: 0.85rem; font-weight: 600; cursor: pointer;
}
.lst-chip:hover:not(:disabled) { border-color: var(--_accent); }
.lst-chip:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.lst-chip:disabled { color: var(--_muted); cursor: not-allowed; opacity: 0.6; }
.lst-facts { display: grid; gap: 2px; color: var(--_muted); font-size: 0.85rem; }
.lst-facts p { margin: 0; }
.lst-facts__position { color: var(--_fg); }
.lst-preview { min-height: 1.45em; color: var(--_muted); font-size: 0.9rem; }
.lst-route { display: flex; flex-wrap: wrap; gap: 2px 10px; color: var(--_muted); font-size: 0.8rem; }
.lst-route__name { color: var(--_fg); font-weight: 600; }
.lst-rent { display: grid; gap: 2px; color: var(--_muted); font-size: 0.85rem; }
.lst-rent strong { color: var(--_fg); }
/* A figure rounded for reading: the exact text on hover (its title) and on focus (shown under it). */
.lst-figure { position: relative; text-decoration: underline dotted var(--_border); cursor: help; }
/* With the keyboard's focus, the exact text shows under the figure. Its alternative text is empty (a screen
   reader has the title already, not twice); a browser without that syntax keeps the plain content before it. */
.lst-figure:focus-visible::after {
  content: attr(title); content: attr(title) / ""; position: absolute; left: 0; top: 100%; z-index: 1; width: max-content; max-width: 80vw;
  padding: 2px 6px; background: var(--_fg); color: var(--_bg); font-size: 0.8rem;
}
.lst-panel { display: grid; grid-template-columns: minmax(0, 1fr); gap: inherit; }
.lst-panel[hidden] { display: none; }
.lst-tabs { display: flex; gap: 6px; border-bottom: 1px solid var(--_border); }
.lst-tab {
  flex: 1; min-height: 34px; border: solid transparent; border-width: 0 0 2px; background: var(--_bg); color: var(--_muted);
  font-weight: 700; cursor: pointer;
}
.lst-tab--selected { color: var(--_accent); border-color: var(--_accent); }

.lst-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 44px; padding: 10px 18px; border-radius: 999px; border: 1px solid transparent;
  font-weight: 700; cursor: pointer; white-space: nowrap;
}
.lst-button:disabled { cursor: not-allowed; opacity: 0.55; }
.lst-button--primary { background: var(--_accent); color: var(--_on-accent); width: 100%; }
.lst-button--primary:not(:disabled):hover { background: var(--_accent-hover); }
.lst-button--wallet { background: var(--lst-wallet-background, var(--_fg)); color: var(--lst-wallet-text, var(--_bg)); }
.lst-button--quiet { background: transparent; color: var(--_accent); border-color: var(--_border); min-height: 40px; }

.lst-message { display: grid; gap: 4px; padding: 10px 12px; border-radius: calc(var(--_radius) - 6px); background: var(--_surface); font-size: 0.9rem; overflow-wrap: anywhere; }
.lst-message--error { background: color-mix(in srgb, var(--_danger) 10%, var(--_bg)); color: var(--_danger); }

.lst-wallet { position: relative; display: inline-grid; gap: 6px; }
.lst-wallet-icon { width: 20px; height: 20px; border-radius: 4px; }
.lst-wallet__error { max-width: 260px; color: var(--_danger); font-size: 0.8rem; text-align: right; }
`;
