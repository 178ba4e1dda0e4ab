import Link from 'next/link';

export default function OtherPage() {
  return (
    <main>
      <h1>Another page</h1>
      <p>
        <Link href="/widget">Back to the estimate</Link>
      </p>
    </main>
  );
}
