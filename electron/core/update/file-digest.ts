// SHA-512 of a file, streamed so large installers never sit in memory.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** SHA-512 digest (64 bytes) of the file at `filePath`. */
export async function sha512OfFile(filePath: string): Promise<Buffer> {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest();
}
