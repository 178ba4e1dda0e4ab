// The lint a Next.js 16 app starts with (create-next-app): Core Web Vitals and TypeScript rules. Next 16 has no
// `next lint`: tests/hosts/next-app.ts runs `eslint` here.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([...nextVitals, ...nextTs, globalIgnores(['.next/**', 'next-env.d.ts'])]);
