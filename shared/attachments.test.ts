import { describe, it, expect } from 'vitest';
import {
  addFiles,
  removeFile,
  isAllowedType,
  formatSize,
  ACCEPT,
  MAX_BYTES,
  MAX_FILES,
  type FileLike,
} from './attachments.ts';

const pdf = (name: string, size = 1000): FileLike => ({ name, size, type: 'application/pdf' });
const many = (n: number, prefix = 'f') => Array.from({ length: n }, (_, i) => pdf(`${prefix}${i}.pdf`));

describe('file rules (docs/widgets.md#file-rules)', () => {
  it('uses the limits of shared/data/uploads.json', () => {
    expect(MAX_FILES, 'at most 5 files per form (docs/widgets.md#file-rules)').toBe(5);
    expect(MAX_BYTES, 'each file at most 10 MB (docs/widgets.md#file-rules)').toBe(10485760);
  });

  it('a file of exactly 10485760 bytes passes; 10485761 is too large with the documented toast', () => {
    expect(addFiles([], [pdf('exact.pdf', 10485760)])).toEqual({ files: [pdf('exact.pdf', 10485760)], rejections: [] });
    const { files, rejections } = addFiles([], [pdf('big.pdf', 10485761)]);
    expect(files).toEqual([]);
    expect(rejections).toEqual([
      {
        file: 'big.pdf',
        reason: 'too-large',
        title: 'File too large',
        text: 'big.pdf is larger than 10MB. Please choose a smaller file.',
      },
    ]);
  });

  it('accepts JPEG, PNG, WEBP, PDF, DOC and DOCX by MIME type and extension, any case', () => {
    const ok: FileLike[] = [
      { name: 'a.jpg', size: 1, type: 'image/jpeg' },
      { name: 'b.JPEG', size: 1, type: 'image/jpeg' },
      { name: 'c.png', size: 1, type: 'image/png' },
      { name: 'd.webp', size: 1, type: 'image/webp' },
      { name: 'e.pdf', size: 1, type: 'application/pdf' },
      { name: 'f.doc', size: 1, type: 'application/msword' },
      { name: 'g.docx', size: 1, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ];
    for (const f of ok) expect(isAllowedType(f), f.name).toBe(true);
    expect(addFiles([], ok.slice(0, 5)).files).toHaveLength(5);
  });

  it('refuses a file whose MIME type or extension is not allowed, or when the two do not match', () => {
    const bad: FileLike[] = [
      { name: 'x.gif', size: 1, type: 'image/gif' },
      { name: 'x.exe', size: 1, type: 'application/pdf' }, // allowed MIME, wrong extension
      { name: 'x.pdf', size: 1, type: 'application/x-msdownload' }, // allowed extension, wrong MIME
      { name: 'x.png', size: 1, type: 'image/jpeg' }, // both allowed, but not together
      { name: 'pdf', size: 1, type: 'application/pdf' }, // no extension at all
      { name: 'x.docx', size: 1, type: '' }, // no MIME type reported
    ];
    for (const f of bad) expect(isAllowedType(f), f.name).toBe(false);
    expect(addFiles([], [bad[0]]).rejections).toEqual([
      {
        file: 'x.gif',
        reason: 'bad-type',
        title: 'File type not supported',
        text: 'x.gif is not a supported file type. Please upload images (JPG, PNG, WEBP) or documents (PDF, DOC, DOCX).',
      },
    ]);
  });

  it('size is checked before type: one rejection per file', () => {
    expect(
      addFiles([], [{ name: 'huge.gif', size: MAX_BYTES + 1, type: 'image/gif' }]).rejections.map((r) => r.reason),
    ).toEqual(['too-large']);
  });

  it('5 files pass, in one batch or added up', () => {
    expect(addFiles([], many(5)).files).toHaveLength(5);
    expect(addFiles(many(4), many(1, 'g')).files).toHaveLength(5);
  });

  it('3 + 3 rejects the whole batch of 3, each with the "Too many files" toast', () => {
    const existing = many(3);
    const { files, rejections } = addFiles(existing, many(3, 'new'));
    expect(files).toEqual(existing);
    expect(rejections).toHaveLength(3);
    for (const r of rejections)
      expect(r).toMatchObject({
        reason: 'too-many',
        title: 'Too many files',
        text: 'You can upload a maximum of 5 files.',
      });
    expect(rejections.map((r) => r.file)).toEqual(['new0.pdf', 'new1.pdf', 'new2.pdf']);
  });

  it('the batch is refused whole even though its files passed the other checks; bad files keep their own reason', () => {
    const { files, rejections } = addFiles(many(4), [pdf('ok1.pdf'), pdf('big.pdf', MAX_BYTES + 1), pdf('ok2.pdf')]);
    expect(files).toHaveLength(4);
    expect(rejections.map((r) => [r.file, r.reason])).toEqual([
      ['big.pdf', 'too-large'],
      ['ok1.pdf', 'too-many'],
      ['ok2.pdf', 'too-many'],
    ]);
  });

  it('files dropped for size or type do not count towards the limit', () => {
    const { files } = addFiles(many(4), [pdf('ok.pdf'), { name: 'x.gif', size: 1, type: 'image/gif' }]);
    expect(files.map((f) => f.name)).toEqual(['f0.pdf', 'f1.pdf', 'f2.pdf', 'f3.pdf', 'ok.pdf']);
  });

  it('a sixth file is refused; removing one makes room again', () => {
    const five = many(5);
    expect(addFiles(five, [pdf('six.pdf')]).files).toEqual(five);
    const four = removeFile(five, 2);
    expect(four.map((f) => f.name)).toEqual(['f0.pdf', 'f1.pdf', 'f3.pdf', 'f4.pdf']);
    expect(addFiles(four, [pdf('six.pdf')]).files).toHaveLength(5);
  });

  it('never changes the arrays it is given', () => {
    const existing = many(2);
    const incoming = many(1, 'n');
    addFiles(existing, incoming);
    removeFile(existing, 0);
    expect(existing).toHaveLength(2);
    expect(incoming).toHaveLength(1);
  });

  it('sizes in MB with two decimals, and an accept list naming every type and extension', () => {
    expect(formatSize(1048576)).toBe('1.00 MB');
    expect(formatSize(1310720)).toBe('1.25 MB');
    expect(formatSize(MAX_BYTES)).toBe('10.00 MB');
    expect(ACCEPT.split(',')).toEqual(
      expect.arrayContaining([
        'image/jpeg',
        '.jpg',
        '.jpeg',
        '.png',
        '.webp',
        '.pdf',
        '.doc',
        '.docx',
        'application/msword',
      ]),
    );
  });
});
