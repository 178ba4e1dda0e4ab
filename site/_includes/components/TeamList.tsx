import { site } from '../data.ts';
import { Picture } from './Picture.tsx';

/** The team: faces, names and roles on the home page; the about page adds each one's story. */
export function TeamList({ bios = true }: { bios?: boolean }) {
  return (
    <>
      {site.team.some((t) => t.placeholder) && (
        <p class="note example-note" role="note">
          <strong>This team is an example</strong>: not real people.
        </p>
      )}
      <ul class="team">
        {site.team.map((t) => (
          <li>
            <Picture
              src={t.image.src}
              alt={t.image.alt}
              placeholder={t.image.placeholder}
              sizes="(min-width: 72rem) 17rem, (min-width: 40rem) 45vw, 100vw"
            />
            <h3>{t.name}</h3>
            <p class="role">{t.role}</p>
            {bios && <p>{t.bio}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
