import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, pageFile, pageUrl } from '../_includes/data.ts';
import { galleryPhotos } from '../_includes/gallery-photos.ts';
import { Hero, Section, CallButton } from '../_includes/components/ui.tsx';
import { Widget } from '../_includes/components/Widget.tsx';
import { widget as gallery } from '../../widgets/gallery/widget.ts';

export const data = { permalink: pageFile('gallery') };

const photos = galleryPhotos();

export async function render() {
  return renderPage(
    await pageMeta('gallery'),
    <>
      <Hero eyebrow="Our work" heading="Project gallery" intro={site.copy.gallery.intro} facts={false} />
      <Section id="photos" heading={`${photos.length} recent projects`}>
        <Widget definition={gallery} attrs={{ photos: JSON.stringify(photos) }} />
      </Section>
      <Section
        id="your-project"
        heading="Want something similar?"
        intro="Send us a sketch, a photo or a drawing and we'll price it."
        tone="alt"
      >
        <div class="btn-row">
          <a class="btn btn-accent" href={pageUrl('contact')}>
            Get a free quote
          </a>
          <CallButton />
        </div>
      </Section>
    </>,
  );
}
