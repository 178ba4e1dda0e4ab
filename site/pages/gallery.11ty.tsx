import { renderPage } from '../_includes/layout/Base.tsx';
import { shownAlt } from '../../shared/schema/content.ts';
import { pageMeta } from '../_includes/meta.ts';
import { site, pageFile } from '../_includes/data.ts';
import { imageSet } from '../_includes/images.ts';
import { Hero, Section, CallButton } from '../_includes/components/ui.tsx';
import { Widget } from '../_includes/components/Widget.tsx';
import { spec as gallery } from '../../widgets/gallery/widget.ts';

export const data = { permalink: pageFile('gallery') };

const sizes = '(min-width: 72rem) 23rem, (min-width: 40rem) 45vw, 100vw';
/** What the gallery widget needs of each photo: the processed image URLs, never the originals. */
const photos = site.gallery.map((g) => {
  const set = imageSet(g.src);
  const small = set.jpeg[0];
  return {
    src: small.url,
    srcset: set.jpeg.map((s) => s.srcset).join(', '),
    avif: set.avif.map((s) => s.srcset).join(', '),
    sizes,
    width: small.width,
    height: small.height,
    alt: shownAlt(g),
    caption: g.caption,
    full: set.jpeg[set.jpeg.length - 1].url,
  };
});

export async function render() {
  return renderPage(
    await pageMeta('gallery'),
    <>
      <Hero eyebrow="Our work" heading="Project gallery" intro={site.copy.gallery.intro} facts={false} />
      <Section id="photos" heading={`${photos.length} recent projects`}>
        <Widget spec={gallery} attrs={{ photos: JSON.stringify(photos) }} />
      </Section>
      <Section id="your-project" heading="Want something similar?" intro="Send us a sketch, a photo or a drawing and we'll price it." tone="alt">
        <div class="btn-row">
          <a class="btn btn-accent" href="/contact">Get a free quote</a>
          <CallButton />
        </div>
      </Section>
    </>,
  );
}
