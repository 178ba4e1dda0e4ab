import { SnippetHead } from './snippet.jsx';

// Rendered on each request, so the snippet comes from the environment the test starts the app with.
export const dynamic = 'force-dynamic';

export const metadata = { title: 'Partner on Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <head>
        <SnippetHead />
      </head>
      <body>
        <header>
          <nav>
            <a href="/">Home (a full page load)</a>
          </nav>
        </header>
        {children}
      </body>
    </html>
  );
}
