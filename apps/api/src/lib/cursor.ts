import type { z } from 'zod';
import { badRequest } from '../errors';

/** Opaque keyset cursors: base64url JSON, validated on the way back in. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor<T>(token: string, schema: z.ZodType<T>, path: string): T {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    /* fall through */
  }
  throw badRequest('Invalid or expired page token', path);
}
