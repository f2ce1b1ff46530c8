import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile, UploadError } from './uploadFile.js';

/** A scripted XMLHttpRequest: the test drives progress and completion. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  sentBody: unknown;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sentBody = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, statusText: string, text: string) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = text;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('reports real upload progress and resolves to the parsed JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    form.append('image', new Blob(['png']), 'chart.png');
    const pending = uploadFile<{ imageUrl: string }>({
      url: '/api/upload-image',
      body: form,
      onProgress: (p) => progress.push(p),
    });

    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sentBody).toBe(form);
    expect(xhr.headers).toEqual({}); // the browser sets the multipart boundary itself
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 80, total: 100 });
    xhr.respond(200, 'OK', '{"imageUrl":"/uploads/chart.png"}');

    await expect(pending).resolves.toEqual({ imageUrl: '/uploads/chart.png' });
    expect(progress).toEqual([25, 80, 100]);
  });

  it('sends a Blob with its own content type (signed-URL PUT)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = uploadFile({
      url: '/signed',
      method: 'PUT',
      body: new Blob(['%PDF'], { type: 'application/pdf' }),
    });
    expect(FakeXhr.last.headers['Content-Type']).toBe('application/pdf');
    FakeXhr.last.respond(204, 'No Content', '');
    await expect(pending).resolves.toBeNull();
  });

  it("rejects with the server's reason when the upload is refused", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = uploadFile({ url: '/api/upload-image', body: new FormData() });
    FakeXhr.last.respond(413, 'Payload Too Large', '{"message":"File is larger than 10485760 bytes"}');
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).status).toBe(413);
    expect((error as UploadError).message).toBe('Upload failed (413): File is larger than 10485760 bytes');
  });

  it('says when the server could not be reached', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = uploadFile({ url: '/api/upload-image', body: new FormData() });
    FakeXhr.last.onerror?.();
    await expect(pending).rejects.toThrow('Upload failed: network error (the server could not be reached)');
  });

  it('can be cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = uploadFile({ url: '/api/upload-image', body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('Upload cancelled');
  });
});
