import { useRef, useState } from 'react';
import { emit } from '../common/events.ts';
import { defaults } from '../common/defaults.ts';
import {
  ACCEPT,
  addFiles,
  removeFile,
  formatSize,
  MAX_FILES,
  MAX_BYTES,
  type Rejection,
} from '../../shared/attachments.ts';

/** The chosen files and the problems with the last batch (docs/widgets.md, "File rules"). */
export function useFiles(container: ShadowRoot | HTMLElement | undefined) {
  const [files, setFiles] = useState<File[]>([]);
  // Every change goes through `latest` as well: read at submit and by a change event before the next render.
  const latest = useRef(files);
  /** Problems with the last batch of chosen files, shown beside the file field (not as toasts over it): one message per batch. */
  const [problems, setProblems] = useState<Rejection[]>([]);
  const choose = (chosen?: FileList | null) => {
    if (!chosen?.length) return;
    const result = addFiles(latest.current, [...chosen]);
    setFiles((latest.current = result.files));
    for (const r of result.rejections) emit(container, 'steel-file-rejected', { file: r.file, reason: r.reason });
    // the same message once (a batch over the limit is refused whole, file by file, with one text)
    setProblems(result.rejections.filter((r, i, all) => r.text != all[i - 1]?.text));
  };
  const remove = (i: number) => setFiles((latest.current = removeFile(latest.current, i)));
  return { files, latest, problems, choose, remove };
}

/** The file field: its hint, the problems of the last batch, and the chosen files, each removable. */
export function FileField({
  files,
  problems,
  choose,
  remove,
  hidden,
}: ReturnType<typeof useFiles> & { hidden?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const onFiles = (e: Event) => {
    const el = e.currentTarget as HTMLInputElement;
    choose(el.files);
    el.value = ''; // the same file can be chosen again after removing it
  };
  return (
    <div class="field wide" hidden={hidden}>
      <label for="f-files">Photos, drawings or documents (optional)</label>
      <p id="f-files-hint" class="hint">
        Up to {MAX_FILES} files, {MAX_BYTES / 1048576} MB each: JPG, PNG, WEBP, PDF, DOC or DOCX.{' '}
        {defaults.endpoint
          ? 'They are sent with your request.'
          : 'Files are not sent by this form: attach them to the e-mail that opens before you send it.'}
      </p>
      <input
        ref={input}
        id="f-files"
        type="file"
        name="files"
        multiple
        accept={ACCEPT}
        aria-describedby="f-files-hint f-files-problems"
        onChange={onFiles}
      />
      {/* announced as one alert per batch; in the first render (empty), so screen readers hear what is added */}
      <div id="f-files-problems" role="alert">
        {problems.map((p) => (
          <p>
            <strong>{p.title}</strong> {p.text}
          </p>
        ))}
      </div>
      {files.length > 0 && (
        <ul class="files" aria-label="Chosen files">
          {files.map((file, i) => (
            <li key={file.name + i}>
              <span>
                {file.name} ({formatSize(file.size)})
              </span>
              <button
                type="button"
                class="btn btn-outline"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  remove(i);
                  input.current?.focus();
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
