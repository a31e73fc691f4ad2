// Runs axe-core inside a page (injected by evaluation, which the app's CSP does not govern) and measures overflow.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { REPO_ROOT } from './browser';

const AXE_SOURCE = readFileSync(path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** One axe rule broken on a screen, with the elements (CSS selectors) that break it. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe's violations on the page as it is now (every rule axe runs by default, WCAG 2.x A/AA and best practices). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

/** What sticks out horizontally: the document's scroll overflow and elements of <main> wider than their parent. */
export interface OverflowReport {
  scrollWidth: number;
  clientWidth: number;
  /** 'tag.class [data-testid] "text"' of elements of the main area whose box extends past their container's right edge. */
  overflowing: string[];
}

export async function horizontalOverflow(page: Page): Promise<OverflowReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflowing: string[] = [];
    const main = document.querySelector('main') ?? document.body;
    for (const el of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
      const parent = el.parentElement;
      if (!parent || el.closest('.sr-only')) continue;
      const style = getComputedStyle(el);
      if (style.position === 'fixed' || style.position === 'absolute' || style.display === 'none') continue;
      // A scroll container inside the main area may hold wider content by design (e.g. a <pre> with overflow:
      // auto); content cut off by overflow: hidden is still reported. <main> itself scrolls only vertically.
      const scrolls = (node: HTMLElement | null): boolean => {
        for (let n = node; n && n !== main; n = n.parentElement) {
          const o = getComputedStyle(n).overflowX;
          if (o === 'auto' || o === 'scroll') return true;
        }
        return false;
      };
      const box = el.getBoundingClientRect();
      const container = parent.getBoundingClientRect();
      if (box.width > 0 && box.right > container.right + 1 && !scrolls(parent)) {
        const id = el.getAttribute('data-testid');
        const named = typeof el.className === 'string' ? el.className.split(' ') : [];
        const cls = named.find((c) => c !== '' && !c.startsWith('svelte-'));
        const text = (el.textContent ?? '').trim().slice(0, 40);
        overflowing.push(
          `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${id ? ` [${id}]` : ''} "${text}"`,
        );
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, overflowing };
  });
}
