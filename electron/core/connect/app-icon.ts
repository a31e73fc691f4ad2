// The icon of an app asking to connect, fetched by the core under the token-image rules (https on a public host or
// the backend's own origin, no redirects to another host, PNG/JPEG/GIF/WebP by magic bytes, size-capped, cached in
// the image cache by URL) and shown as a data: URL; the proposal is never held up long for it.
/** How long a proposal waits for its icon; a slower icon is still cached for the app's next connection. */
export const APP_ICON_WAIT_MS = 3_000;

/** The first of the app's icons (at most three tried) that the image source answers, or null. */
export async function appIcon(
  icons: unknown,
  image: (url: string) => Promise<string | null>,
  waitMs = APP_ICON_WAIT_MS,
): Promise<string | null> {
  const urls = (Array.isArray(icons) ? icons : [])
    .filter((u): u is string => typeof u === 'string' && u.length > 0 && u.length <= 2048)
    .slice(0, 3);
  const first = (async () => {
    for (const url of urls) {
      const found = await image(url).catch(() => null);
      if (found) return found;
    }
    return null;
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
    timer.unref?.();
  });
  try {
    return await Promise.race([first, late]);
  } finally {
    clearTimeout(timer);
  }
}
