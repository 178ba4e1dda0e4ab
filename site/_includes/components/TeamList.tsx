import { site } from '../data.ts';
import { Picture } from './Picture.tsx';

/** The team, as shown on the home and about pages. */
export function TeamList() {
  return (
    <ul class="team">
      {site.team.map((t) => (
        <li>
          <Picture src={t.image.src} alt={t.image.alt} sizes="(min-width: 72rem) 17rem, (min-width: 40rem) 45vw, 100vw" />
          <h3>{t.name}</h3>
          <p class="role">{t.role}</p>
          <p>{t.bio}</p>
        </li>
      ))}
    </ul>
  );
}
