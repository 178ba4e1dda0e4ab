import type { Crumb } from '../data.ts';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav class="breadcrumbs" aria-label="Breadcrumb">
      <ol class="wrap">
        {crumbs.map((c, i) =>
          i < crumbs.length - 1 ? (
            <li>
              <a href={c.url}>{c.label}</a>
            </li>
          ) : (
            <li>
              <span aria-current="page">{c.label}</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
