import Link from 'next/link';
// Written by tests/hosts/next-app.ts from the Next.js guide (site/_includes/embed-guides.ts, nextFiles), as is.
import { SteelCalculator } from '../steel-calculator';

export default function WidgetPage() {
  return (
    <main>
      <h1>Steel estimate</h1>
      <SteelCalculator />
      <p>Text below the widget.</p>
      <p>
        <Link href="/other">Another page</Link>
      </p>
    </main>
  );
}
