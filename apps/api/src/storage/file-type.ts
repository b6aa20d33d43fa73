import { ATTACHMENT_TYPES, type AttachmentContentType } from '@idea-portal/contracts';

/** How many leading bytes the sniffer wants before deciding (office files need their zip directory names). */
export const SNIFF_BYTES = 64 * 1024;

const startsWith = (head: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** A zip container is an Office Open XML document when its first entries name the part folder. */
function officeKind(head: Buffer): AttachmentContentType | null {
  const text = head.toString('latin1');
  if (!text.includes('[Content_Types].xml')) return null;
  if (text.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (text.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (text.includes('ppt/')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return null;
}

/**
 * Streaming plain-text check: valid UTF-8 without NUL or other control bytes (tab, line feed,
 * carriage return and form feed are fine). Feed every chunk, then `end()`.
 */
export class TextValidator {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  ok = true;

  push(chunk: Buffer): boolean {
    if (!this.ok) return false;
    for (const b of chunk) {
      if (b === 0 || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) || b === 0x7f) return (this.ok = false);
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.ok = false;
    }
    return this.ok;
  }

  end(): boolean {
    if (!this.ok) return false;
    try {
      this.decoder.decode();
    } catch {
      this.ok = false;
    }
    return this.ok;
  }
}

/** The content type the leading bytes prove, or null when they match nothing we accept. */
export function sniffContentType(head: Buffer, complete: boolean): AttachmentContentType | null {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeKind(head);
  // A UTF-8 byte order mark is fine; everything else must be printable text.
  const body = startsWith(head, [0xef, 0xbb, 0xbf]) ? head.subarray(3) : head;
  const text = new TextValidator();
  if (head.length > 0 && text.push(body) && (!complete || text.end())) return 'text/plain';
  return null;
}

/** The accepted type that the file name's extension claims, or null. */
export function contentTypeForName(fileName: string): AttachmentContentType | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = fileName.slice(dot).toLowerCase();
  for (const [type, exts] of Object.entries(ATTACHMENT_TYPES) as [AttachmentContentType, readonly string[]][]) {
    if (exts.includes(ext)) return type;
  }
  return null;
}

export const isImageType = (type: string) => /^image\/(png|jpeg|gif|webp)$/.test(type);
