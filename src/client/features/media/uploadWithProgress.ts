/** The answer of an upload route: its JSON, or the refusal's code and message. */
export type UploadAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

const NETWORK_PROBLEM = "The upload did not reach the server. Check your connection and try again.";

/**
 * POSTs a multipart form to one of the /media routes, reporting progress (0 to 1) as it is sent.
 * XMLHttpRequest rather than fetch: fetch cannot report an upload's progress. The session cookie
 * goes with it, and the browser's Origin header is what the server's CSRF check reads.
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void = () => {},
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { error?: { message?: string } } & Record<string, unknown>;
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true, body });
      else
        resolve({ ok: false, message: body.error?.message ?? `The upload failed (status ${xhr.status}).` });
    };
    xhr.onerror = () => resolve({ ok: false, message: NETWORK_PROBLEM });
    xhr.send(form);
  });
}
