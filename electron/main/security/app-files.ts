// Maps an app-origin URL path to a file inside the renderer folder, refusing anything that escapes it.
import path from 'node:path';

/** Content types of the files the renderer build emits; anything else is served as octet-stream. */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Content type for a file name, by extension. */
export function mimeTypeOf(file: string): string {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Absolute path of the file a URL path names inside `rootDir`, or null when the path is malformed,
 * contains a NUL, or resolves outside `rootDir` (e.g. `/../../etc/passwd` or `%2e%2e%2f`).
 * "/" maps to "/index.html". Does not touch the file system.
 */
export function resolveAppFile(rootDir: string, urlPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const rel = decoded === '/' || decoded === '' ? '/index.html' : decoded;
  const root = path.resolve(rootDir);
  const file = path.resolve(root, `.${rel.startsWith('/') ? rel : `/${rel}`}`);
  return file.startsWith(root + path.sep) ? file : null;
}
