// File rules of docs/widgets.md#file-rules (numbers from shared/data/uploads.json). Pure: works on plain
// { name, size, type } objects as well as on browser File objects.
import rules from './data/uploads.json';

export interface FileLike {
  name: string;
  size: number;
  type: string;
}
export type RejectReason = 'too-large' | 'bad-type' | 'too-many';
export interface Rejection {
  /** the file's name */
  file: string;
  reason: RejectReason;
  /** toast title and text (docs/widgets.md#file-rules) */
  title: string;
  text: string;
}

export const { maxFiles: MAX_FILES, maxBytes: MAX_BYTES } = rules;

/** Value for `<input type=file accept>`: every allowed MIME type and extension. */
export const ACCEPT = rules.types.flatMap((t) => [t.mime, ...t.extensions.map((x) => '.' + x)]).join();

const MB = 1048576;
/** "1.25 MB": the size as the composed e-mail and the file list show it. */
export const formatSize = (bytes: number) => (bytes / MB).toFixed(2) + ' MB';

/** Allowed when the MIME type is allowed AND the name ends with one of that type's extensions. */
export function isAllowedType({ name, type }: FileLike): boolean {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') && rules.types.some((t) => t.mime === type.toLowerCase() && t.extensions.includes(ext));
}

const rejection = (file: string, reason: RejectReason): Rejection => ({
  file,
  reason,
  ...(reason === 'too-large'
    ? { title: 'File too large', text: `${file} is larger than ${MAX_BYTES / MB}MB. Please choose a smaller file.` }
    : reason === 'bad-type'
      ? {
          title: 'File type not supported',
          text: `${file} is not a supported file type. Please upload images (JPG, PNG, WEBP) or documents (PDF, DOC, DOCX).`,
        }
      : { title: 'Too many files', text: `You can upload a maximum of ${MAX_FILES} files.` }),
});

/**
 * Adds a selection to the files already chosen. Files over the size limit or of a type not allowed
 * are dropped, each with its own rejection. If the rest would take the total past the limit, the
 * whole selection is refused: nothing of it is added and each of its files gets a 'too-many' rejection
 * (all with the same title and text, so a caller shows that toast once).
 */
export function addFiles<F extends FileLike>(
  existing: readonly F[],
  incoming: readonly F[],
): { files: F[]; rejections: Rejection[] } {
  const rejections: Rejection[] = [];
  const ok = incoming.filter((f) => {
    const reason = f.size > MAX_BYTES ? 'too-large' : isAllowedType(f) ? 0 : 'bad-type';
    if (reason) rejections.push(rejection(f.name, reason));
    return !reason;
  });
  if (existing.length + ok.length > MAX_FILES)
    return { files: [...existing], rejections: [...rejections, ...ok.map((f) => rejection(f.name, 'too-many'))] };
  return { files: [...existing, ...ok], rejections };
}

/** The list without the file at `index`. */
export const removeFile = <F>(files: readonly F[], index: number): F[] => files.filter((_, i) => i !== index);
