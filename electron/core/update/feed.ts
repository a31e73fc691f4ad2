// Reads electron-builder's update feed files (latest.yml, beta-linux.yml, ...) into a typed release description.

/** Release channel a person opts into; beta also receives stable releases published to the beta feed. */
export type UpdateChannel = 'stable' | 'beta';
export type UpdatePlatform = 'linux' | 'darwin' | 'win32';

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

/** Feed file name electron-updater reads for a channel and platform (latest.yml, beta-mac.yml, ...). */
export function feedFileName(channel: UpdateChannel, platform: UpdatePlatform): string {
  const base = channel === 'stable' ? 'latest' : 'beta';
  if (platform === 'linux') return `${base}-linux.yml`;
  if (platform === 'darwin') return `${base}-mac.yml`;
  return `${base}.yml`;
}

function unquote(raw: string): string {
  const value = raw.trim();
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'"))
    return value.slice(1, -1).replace(/''/g, "'");
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return JSON.parse(value) as string;
  return value;
}

function splitKeyValue(line: string): [string, string] | null {
  const match = /^([A-Za-z0-9_]+):(?:\s+(.*))?$/.exec(line);
  return match ? [match[1]!, match[2] ?? ''] : null;
}

/**
 * Parses the subset of YAML electron-builder emits for update feeds: top-level scalars and a `files:` list of
 * flat maps. Other nested blocks (multi-line release notes) are skipped. Throws a clear error when required
 * fields are missing or malformed.
 */
export function parseUpdateFeed(text: string): UpdateFeed {
  const top: Record<string, string> = {};
  const files: Array<Record<string, string>> = [];
  let section: 'top' | 'files' | 'skip' = 'top';
  for (const rawLine of text.split(/\r?\n/)) {
    if (rawLine.trim() === '' || rawLine.trimStart().startsWith('#')) continue;
    const indented = /^\s/.test(rawLine);
    if (!indented) {
      const pair = splitKeyValue(rawLine);
      if (!pair) throw new Error(`Update feed: cannot read line ${JSON.stringify(rawLine)}`);
      const [key, value] = pair;
      if (key === 'files' && value === '') section = 'files';
      else if (value === '' || value === '|' || value === '|-' || value === '>' || value === '>-')
        section = 'skip';
      else {
        section = 'top';
        top[key] = unquote(value);
      }
      continue;
    }
    if (section !== 'files') continue;
    const trimmed = rawLine.trim();
    const isNewItem = trimmed.startsWith('- ');
    const pair = splitKeyValue(isNewItem ? trimmed.slice(2) : trimmed);
    if (!pair) throw new Error(`Update feed: cannot read files entry ${JSON.stringify(rawLine)}`);
    if (isNewItem) files.push({});
    const current = files[files.length - 1];
    if (!current) throw new Error('Update feed: files entry before the first "- "');
    current[pair[0]] = unquote(pair[1]);
  }
  return toFeed(top, files);
}

function toFeed(top: Record<string, string>, rawFiles: Array<Record<string, string>>): UpdateFeed {
  const version = top.version;
  if (!version) throw new Error('Update feed: missing "version"');
  const files: FeedFile[] = rawFiles.map((f, i) => {
    if (!f.url || !f.sha512) throw new Error(`Update feed: files[${i}] needs "url" and "sha512"`);
    const size = f.size === undefined ? undefined : Number(f.size);
    if (size !== undefined && (!Number.isSafeInteger(size) || size < 0)) {
      throw new Error(`Update feed: files[${i}].size is not a byte count`);
    }
    return size === undefined ? { url: f.url, sha512: f.sha512 } : { url: f.url, sha512: f.sha512, size };
  });
  const path = top.path ?? files[0]?.url;
  const sha512 = top.sha512 ?? files.find((f) => f.url === path)?.sha512;
  if (!path || !sha512)
    throw new Error('Update feed: no file to download (needs "files" or "path" + "sha512")');
  if (files.length === 0) files.push({ url: path, sha512 });
  const feed: UpdateFeed = { version, files, path, sha512 };
  if (top.releaseDate) feed.releaseDate = top.releaseDate;
  if (top.releaseNotes) feed.releaseNotes = top.releaseNotes;
  if (top.stagingPercentage !== undefined) {
    const pct = Number(top.stagingPercentage);
    if (!Number.isFinite(pct) || pct < 0 || pct > 100) {
      throw new Error('Update feed: "stagingPercentage" must be a number from 0 to 100');
    }
    feed.stagingPercentage = pct;
  }
  return feed;
}
