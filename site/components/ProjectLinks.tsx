import type { ProjectView } from '../logic/projectView';

const ICONS = {
  Website:
    'M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-2.9a15.7 15.7 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4a13.9 13.9 0 011.9 4h-3.8A13.9 13.9 0 0112 4zM4.3 14a8.2 8.2 0 010-4h3.4a16.5 16.5 0 000 4zm.8 2h2.9a15.7 15.7 0 001.4 3.6A8 8 0 015.1 16zM8 8H5.1a8 8 0 014.3-3.6A15.7 15.7 0 008 8zm4 12a13.9 13.9 0 01-1.9-4h3.8A13.9 13.9 0 0112 20zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6a15.7 15.7 0 001.4-3.6h2.9a8 8 0 01-4.3 3.6zm1.7-5.6a16.5 16.5 0 000-4h3.4a8.2 8.2 0 010 4z',
  Twitter: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z',
  Telegram:
    'M21.9 4.3l-3.2 15.1c-.2 1.1-.9 1.3-1.8.8l-4.9-3.6-2.4 2.3c-.3.3-.5.5-1 .5l.3-5 9.2-8.3c.4-.4-.1-.6-.6-.2L6.1 13.1l-4.9-1.5c-1.1-.3-1.1-1.1.2-1.6L20.5 2.8c.9-.3 1.7.2 1.4 1.5z',
} as const;

/** Website, Twitter and Telegram, each only when present and safe; they open in a new tab. */
export function ProjectLinks({ project }: { project: ProjectView }) {
  const links = [
    ['Website', project.website],
    ['Twitter', project.twitter],
    ['Telegram', project.telegram],
  ] as const;
  const present = links.filter((link): link is readonly [keyof typeof ICONS, string] => link[1] !== null);
  if (present.length === 0) return null;
  return (
    <ul className="icon-links" aria-label="Project links">
      {present.map(([label, href]) => (
        <li key={label}>
          <a className="icon-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens in a new tab)`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={ICONS[label]} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
