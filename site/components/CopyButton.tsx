import { useEffect, useMemo, useState } from 'react';
import { createCopyFeedback } from '../../widget/core/page/copied';

/** Copies `text`; says 'Copied' for a moment, as the wallet menu does, and only if the copy happened. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const feedback = useMemo(() => createCopyFeedback(setCopied), []);
  useEffect(() => feedback.dispose, [feedback]);
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => void feedback.copy(() => navigator.clipboard.writeText(text))}
    >
      {copied ? 'Copied' : label}
    </button>
  );
}
