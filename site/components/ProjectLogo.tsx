import { useState } from 'react';
import { logoInitial } from '../../widget/core/logoInitial';

/** A logo from untrusted metadata (already checked to be https): no referrer, a placeholder on failure. */
export function ProjectLogo({ src, name, size = 56 }: { src: string | null; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="logo logo--placeholder" style={{ width: size, height: size }} aria-hidden="true">
        {logoInitial(name)}
      </span>
    );
  }
  return (
    <img
      className="logo"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  );
}
