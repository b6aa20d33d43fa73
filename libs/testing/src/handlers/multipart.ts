/** A file of a multipart upload, as the fakes store it. */
export interface UploadedFile {
  name: string;
  size: number;
  bytes: Uint8Array;
}

/**
 * The files of the multipart field `field`. Under jsdom the platform's File differs from the one
 * Node's FormData parser expects (it refuses the body), so the parts are then read by hand:
 * enough for the tests' small files, not a general parser.
 */
export async function uploadedFiles(request: Request, field: string): Promise<UploadedFile[]> {
  const raw = new Uint8Array(await request.clone().arrayBuffer());
  try {
    const form = await request.formData();
    const files = form.getAll(field).filter((f): f is File => typeof f !== 'string');
    return Promise.all(files.map(async (f) => ({ name: f.name, size: f.size, bytes: new Uint8Array(await f.arrayBuffer()) })));
  } catch {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(request.headers.get('content-type') ?? '');
    const marker = boundary?.[1] ?? boundary?.[2];
    if (!marker) return [];
    // One character per byte, so offsets in the text are offsets in the bytes.
    const text = Array.from(raw, (b) => String.fromCharCode(b)).join('');
    const files: UploadedFile[] = [];
    for (const part of text.split(`--${marker}`)) {
      const headerEnd = part.indexOf('\r\n\r\n');
      if (headerEnd < 0) continue;
      const headers = part.slice(0, headerEnd);
      const name = new RegExp(`name="${field}"; filename="([^"]*)"`).exec(headers)?.[1];
      if (name === undefined) continue;
      const content = part.slice(headerEnd + 4, part.endsWith('\r\n') ? -2 : undefined);
      const bytes = Uint8Array.from(content, (c) => c.charCodeAt(0));
      files.push({ name, size: bytes.length, bytes });
    }
    return files;
  }
}
