import Link from 'next/link';
import { SnippetBody } from '../snippet.jsx';

export default function WidgetPage() {
  return (
    <main>
      <h1>Steel estimate</h1>
      <SnippetBody />
      <p>Text below the widget.</p>
      <p>
        <Link href="/other">Another page</Link>
      </p>
    </main>
  );
}
