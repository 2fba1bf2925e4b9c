import type { ReactNode } from 'react';

export const metadata = { title: 'A Next.js app that uses lst-stake-widget' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
