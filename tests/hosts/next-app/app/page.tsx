import Link from 'next/link';

export default function Home() {
  return (
    <main>
      <h1>A partner on Next.js</h1>
      <p>
        <Link href="/widget">Our steel estimate</Link>
      </p>
    </main>
  );
}
