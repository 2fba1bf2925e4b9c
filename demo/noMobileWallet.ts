/**
 * Stands in for widget/react/mobileWallet.ts in the try-it script only: the script is one file with
 * every chunk inlined, and the Mobile Wallet Adapter would add 42 KB gzipped for Android phones, where
 * a demo's burner wallet serves just as well. The real embed keeps it.
 */
export function registerMobileWallet(): void {}
