import { useState } from 'react';
import { logoInitial } from '../core/logoInitial';
import { safeHttpsUrl } from '../core/safeUrl';

/** An LST's logo from untrusted metadata: https only, no referrer, a lettered placeholder otherwise. */
export function TokenLogo({ src, symbol, size = 40 }: { src: string | undefined; symbol: string; size?: number }) {
  const url = safeHttpsUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <span className="lst-logo lst-logo--placeholder" style={{ width: size, height: size }} aria-hidden="true">
        {logoInitial(symbol)}
      </span>
    );
  }
  return (
    <img
      className="lst-logo"
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(url)}
    />
  );
}
