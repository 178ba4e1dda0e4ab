import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/*
 * /favicon.ico, drawn at build time from the site's one icon source, site/static/favicon.svg. Pages name the
 * icon inline (assets.ts), but a page without that link (the /project-gallery refresh page), crawlers and
 * bookmark tools ask for /favicon.ico by name: without it they get a 404, which Chromium logs as a console error.
 */

/** The sizes Windows, browsers' tabs and bookmark tools pick from. */
export const ICO_SIZES = [16, 32, 48] as const;

/**
 * An ICO file holding one PNG per size (the PNG form of ICO images, read by every current browser and by
 * Windows since Vista): a 6-byte header, a 16-byte directory entry per image, then the images.
 */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width, 0 meaning 256
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // no palette
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** The site's icon as an ICO file, from the SVG source at each of ICO_SIZES. */
export async function faviconIco(svgPath = 'site/static/favicon.svg'): Promise<Buffer> {
  const svg = readFileSync(svgPath);
  const images = await Promise.all(
    ICO_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 72 * (size / 40) * 4 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  return icoOf(images);
}
