/** Where a stake card's own wallet button goes: 'auto' shows one only when the page has none. */
export type WalletButtonMode = 'auto' | 'show' | 'hide';

const MODES: readonly WalletButtonMode[] = ['auto', 'show', 'hide'];

/** The `wallet-button` attribute as a mode: missing or unknown values are 'auto'. */
export function parseWalletButtonMode(value: string | null | undefined): WalletButtonMode {
  return MODES.find((mode) => mode === value) ?? 'auto';
}

/** Whether a card shows its own wallet button, given how many stand-alone wallet buttons the page has. */
export function showsOwnWalletButton(mode: WalletButtonMode, pageButtons: number): boolean {
  return mode === 'show' || (mode === 'auto' && pageButtons === 0);
}
