const REJECTION_TEXT = /reject|cancel|denied|declined|closed by user|user abort/i;

/**
 * True when a wallet error means the person said no. Wallet-adapter wraps the wallet's own error in
 * `.error`; EIP-1193-style wallets use code 4001.
 */
export function isWalletRejection(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (code === 4001 || name === 'WalletWindowClosedError') return true;
    if (typeof message === 'string' && REJECTION_TEXT.test(message)) return true;
    current = (current as { error?: unknown; cause?: unknown }).error ?? (current as { cause?: unknown }).cause;
  }
  return typeof error === 'string' && REJECTION_TEXT.test(error);
}
