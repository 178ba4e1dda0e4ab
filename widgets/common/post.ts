/**
 * The request to a form endpoint (shared/form-endpoint.ts has the protocol; docs/form-endpoint.md the set-up).
 * Loaded only when a visitor sends a form and `formEndpoint` is set, so pages with the setting empty, and partner
 * pages until someone sends, pay nothing for it. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
import {
  OFFLINE,
  TIMED_OUT,
  UNREACHABLE,
  envelope,
  refusal,
  type Envelope,
  type Refusal,
} from '../../shared/form-endpoint.ts';

/** Given up when nothing moved for this long: no upload progress, no answer (setTimeout, so tests can move the clock). */
export const IDLE_MS = 30_000;

/**
 * Posts a form's `values` and `files` (under `files`, the file input's name) with the protocol's envelope as
 * multipart/form-data to `url`; `progress` hears the share uploaded (0 to 1). Resolves with null once delivered
 * (2xx), or with why not: the service's errors (those naming one of `known` by field), a timeout, no network.
 * Never rejects.
 */
export function post(
  url: string,
  values: Record<string, string>,
  files: File[],
  about: Envelope,
  known: readonly string[],
  progress: (share: number) => void,
): Promise<Refusal | null> {
  return new Promise((resolve) => {
    const body = new FormData();
    for (const [name, value] of [...Object.entries(values), ...envelope(about)]) body.append(name, value);
    for (const file of files) body.append('files', file);
    const x = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout>;
    const end = (r: Refusal | null) => {
      clearTimeout(timer);
      x.onload = x.onerror = x.upload.onprogress = null;
      resolve(r);
    };
    const idle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        end({ fields: {}, message: TIMED_OUT });
        x.abort();
      }, IDLE_MS);
    };
    x.open('POST', url);
    x.setRequestHeader('Accept', 'application/json');
    x.upload.onprogress = (e) => {
      idle();
      if (e.lengthComputable && e.total) progress(e.loaded / e.total);
    };
    x.onload = () => end(x.status > 199 && x.status < 300 ? null : refusal(x.status, x.responseText, known));
    x.onerror = () => end({ fields: {}, message: navigator.onLine === false ? OFFLINE : UNREACHABLE });
    try {
      x.send(body);
      idle();
    } catch {
      end({ fields: {}, message: UNREACHABLE });
    }
  });
}
