/** The brand mark: an I-beam section over an arc. Decorative; the brand name sits beside it. */
export function Logo() {
  return (
    <svg class="logo" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <rect width="40" height="40" rx="8" fill="#0f2a3d" />
      <path d="M11 10h18v4h-7v12h7v4H11v-4h7V14h-7z" fill="#fbbf24" />
      <path d="M6 33c8-5 20-5 28 0" stroke="#e2e8f0" stroke-width="2" fill="none" />
    </svg>
  );
}
