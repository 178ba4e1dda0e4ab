import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { faviconIco, ICO_SIZES } from './favicon-ico.ts';

describe('/favicon.ico', () => {
  it('holds one PNG per size, each as large as its directory entry says, drawn from the site icon', async () => {
    const ico = await faviconIco();
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, ICO_SIZES.length]);
    for (const [i, size] of ICO_SIZES.entries()) {
      const entry = 6 + 16 * i;
      expect([ico.readUInt8(entry), ico.readUInt8(entry + 1)]).toEqual([size, size]);
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const png = ico.subarray(offset, offset + length);
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', width: size, height: size });
      // the icon's own colours, not a blank square: its corner is transparent (rounded), its middle is not
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect(alpha(0, 0)).toBeLessThan(128);
      expect(alpha(size >> 1, size >> 1)).toBe(255);
    }
    expect(offsetEnd(ico)).toBe(ico.length);
  });
});

/** Where the last image ends: the file holds nothing after it. */
const offsetEnd = (ico: Buffer) => {
  const last = 6 + 16 * (ico.readUInt16LE(4) - 1);
  return ico.readUInt32LE(last + 12) + ico.readUInt32LE(last + 8);
};
