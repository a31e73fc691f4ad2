// After navigation, focus moves to the new screen's heading so keyboard and screen-reader users start at its top.

/**
 * Focuses the first h1 under `root` once the screen has rendered it (made focusable with tabindex=-1, without
 * scrolling), trying once per frame for up to `frames` frames. Returns a function that stops trying.
 */
export function focusScreenHeading(root: HTMLElement, frames = 60): () => void {
  let handle = 0;
  let left = frames;
  const attempt = (): void => {
    const heading = root.querySelector('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    left -= 1;
    if (left > 0) handle = requestAnimationFrame(attempt);
  };
  handle = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(handle);
}
