import { useEffect, useState } from 'react';
import { COPIED_LABEL_MS } from '../../widget/core/copied';

/** Copies `text`; says 'Copied' for a moment, as the wallet menu does, and only if the copy happened. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard permission: the label stays, rather than claim a copy.
    }
  };
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
      {copied ? 'Copied' : label}
    </button>
  );
}
