const SOCIAL = [
  ['X', 'https://x.com/solana'],
  ['Telegram', 'https://t.me/solana'],
  ['GitHub', 'https://github.com/solana-labs'],
] as const;

export function Footer() {
  return (
    <footer className="footer">
      <p>Greenest Launchpad: stake to support, keep your principal.</p>
      <ul className="footer__links" aria-label="Social links">
        {SOCIAL.map(([label, href]) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
