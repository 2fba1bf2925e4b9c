import { useState } from 'react';
import { logoView } from '../core/lst/logo';

/** An LST's logo from untrusted metadata (the rule is core/logo's), with a lettered placeholder. */
export function TokenLogo({ src, symbol, size = 40 }: { src: string | undefined; symbol: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const view = logoView(src, symbol, size, failed);
  if ('initial' in view) {
    return (
      <span className="lst-logo lst-logo--placeholder" style={{ width: size, height: size }} aria-hidden="true">
        {view.initial}
      </span>
    );
  }
  return <img className="lst-logo" {...view.image} onError={() => setFailed(view.image.src)} />;
}
