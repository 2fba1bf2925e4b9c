import { useState } from 'react';
import { logoView } from '../../widget/core/lst/logo';

/** A project's logo from untrusted metadata (the rule is the widget's core/logo), or its initial. */
export function ProjectLogo({ src, name, size = 56 }: { src: string | null; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const view = logoView(src, name, size, failed);
  if ('initial' in view) {
    return (
      <span className="logo logo--placeholder" style={{ width: size, height: size }} aria-hidden="true">
        {view.initial}
      </span>
    );
  }
  return <img className="logo" {...view.image} onError={() => setFailed(view.image.src)} />;
}
