import { safeWalletIcon } from '../core/lst/safeUrl';

export function WalletIcon({ icon, size = 20 }: { icon: string | undefined; size?: number }) {
  const src = safeWalletIcon(icon);
  return src ? <img className="lst-wallet-icon" src={src} alt="" width={size} height={size} /> : null;
}
