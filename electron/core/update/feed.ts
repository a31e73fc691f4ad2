// electron-builder's update feed (latest.yml, beta-linux.yml, ...): YAML text or electron-updater's parsed
// UpdateInfo, checked by one zod schema into a typed release description.
import semver from 'semver';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { WalletError } from '../../../shared/errors';
import type { OfferedUpdate } from './types';

export interface FeedFile {
  /** File name or URL relative to the feed, as electron-builder writes it. */
  url: string;
  /** Base64 SHA-512 of the file. */
  sha512: string;
  /** Size in bytes, when given. */
  size?: number;
}

export interface UpdateFeed {
  version: string;
  files: FeedFile[];
  /** The primary file (electron-builder's legacy `path`), defaulting to the first of `files`. */
  path: string;
  sha512: string;
  releaseDate?: string;
  /** Percent (0-100) of installs that should see this release; absent means everyone. */
  stagingPercentage?: number;
  releaseNotes?: string;
}

/** A feed that is not YAML or does not describe a release; `issues` lists what is wrong (no feed values). */
export class UpdateFeedError extends WalletError {
  override name = 'UpdateFeedError';
  constructor(
    message: string,
    readonly issues: readonly string[] = [],
  ) {
    super('bad_response', message, { issues: [...issues] });
  }
}

/** Base64 of a 64-byte digest; line breaks or spaces a multi-line YAML scalar leaves inside are dropped first. */
const sha512Schema = z
  .string()
  .transform((text) => text.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[A-Za-z0-9+/]{86}==$/, 'is not a base64 SHA-512 digest'));

const feedFileSchema = z.looseObject({
  url: z.string().min(1, 'is empty'),
  sha512: sha512Schema,
  size: z.number().int().nonnegative().optional(),
});

/** electron-builder's UpdateInfo; unknown members (blockMapSize, releaseName, ...) are allowed and dropped. */
const updateFeedSchema = z.looseObject({
  version: z.string().refine((v) => semver.valid(v) !== null, 'is not a semantic version'),
  files: z.array(feedFileSchema).optional(),
  path: z.string().min(1).optional(),
  sha512: sha512Schema.optional(),
  // js-yaml (inside electron-updater) turns an unquoted timestamp into a Date; the yaml package keeps text.
  releaseDate: z.union([z.string(), z.date().transform((date) => date.toISOString())]).optional(),
  releaseNotes: z.unknown().optional(),
  stagingPercentage: z.number().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100').optional(),
});

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `"${where}" ${issue.message}` : issue.message;
  });
}

/** Checks a parsed feed (YAML value or electron-updater's UpdateInfo); throws UpdateFeedError when it is not one. */
export function readUpdateFeed(value: unknown): UpdateFeed {
  const parsed = updateFeedSchema.safeParse(value);
  if (!parsed.success) {
    const issues = issuesOf(parsed.error);
    throw new UpdateFeedError(`Update feed: ${issues.slice(0, 3).join('; ')}`, issues);
  }
  const feed = parsed.data;
  const files: FeedFile[] = (feed.files ?? []).map(({ url, sha512, size }) =>
    size === undefined ? { url, sha512 } : { url, sha512, size },
  );
  const path = feed.path ?? files[0]?.url;
  const sha512 = feed.sha512 ?? files.find((f) => f.url === path)?.sha512;
  if (!path || !sha512) {
    throw new UpdateFeedError('Update feed: no file to download (needs "files" or "path" + "sha512")');
  }
  if (files.length === 0) files.push({ url: path, sha512 });
  const result: UpdateFeed = { version: feed.version, files, path, sha512 };
  if (feed.releaseDate) result.releaseDate = feed.releaseDate;
  if (typeof feed.releaseNotes === 'string' && feed.releaseNotes) result.releaseNotes = feed.releaseNotes;
  if (feed.stagingPercentage !== undefined) result.stagingPercentage = feed.stagingPercentage;
  return result;
}

/** Parses a feed file's YAML text; throws UpdateFeedError for text that is not YAML or not a feed. */
export function parseUpdateFeed(text: string): UpdateFeed {
  let value: unknown;
  try {
    value = parseYaml(text);
  } catch (error) {
    const firstLine = (error as Error).message.split('\n')[0] ?? '';
    throw new UpdateFeedError(`Update feed is not YAML: ${firstLine}`, [firstLine]);
  }
  return readUpdateFeed(value);
}

/** What the feed offers (its primary file, checksum and size): untrusted until its signed manifest verifies. */
export function toOfferedUpdate(feed: UpdateFeed): OfferedUpdate {
  const file = feed.files.find((f) => f.url === feed.path) ?? feed.files[0]!;
  const update: OfferedUpdate = { version: feed.version, fileName: file.url, sha512: file.sha512 };
  if (file.size !== undefined) update.size = file.size;
  if (feed.releaseDate) update.releaseDate = feed.releaseDate;
  if (feed.releaseNotes) update.releaseNotes = feed.releaseNotes;
  if (feed.stagingPercentage !== undefined) update.stagingPercentage = feed.stagingPercentage;
  return update;
}
