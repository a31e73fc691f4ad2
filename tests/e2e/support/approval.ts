// The approval surface in e2e: its own page, joined by its own bridge, answered the way a person would (one helper).
import type { Browser, Page } from 'playwright-core';
import type { ApprovalKind } from '../../../shared/api/approvals';
import { openApprovalPage } from '../../../scripts/lib/chromium-approval';
import type { BridgedCore } from '../../../scripts/lib/chromium-bridge';
import { APP_ORIGIN, RENDERER_DIST, watchCspViolations } from './browser';

export interface ApproveOptions {
  /** The kind of request expected on top (the test fails on another). */
  kind?: ApprovalKind;
  /** Typed into the password field (the "password on every send" setting). */
  password?: string;
  /** Ticks the fee alert's "I accept this fee" (a review with a flagged fee cannot be approved without it). */
  acceptHighFee?: boolean;
}

/** What the surface showed for the request it answered (its own words and facts, read from the page). */
export interface AnsweredRequest {
  id: string;
  kind: string;
  summary: string;
  text: string;
}

export interface ApprovalSurface {
  page: Page;
  /** Waits for the oldest waiting request, reads it, and approves it (Approve arms after a short delay). */
  approve(options?: ApproveOptions): Promise<AnsweredRequest>;
  /** Waits for the oldest waiting request and refuses it. */
  refuse(options?: Pick<ApproveOptions, 'kind'>): Promise<AnsweredRequest>;
  /** How many requests wait (0 when the surface shows "nothing waiting"). */
  pending(): Promise<number>;
}

const REQUEST_TIMEOUT_MS = 60_000;

/** Opens the approval page for `door` (WalletCore.approvals) in its own browser context, as a second window is. */
export async function openApprovalSurface(
  browser: Browser,
  door: BridgedCore,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<ApprovalSurface> {
  const context = await browser.newContext({ viewport: { width: 520, height: 720 }, colorScheme });
  const page = await openApprovalPage(context, RENDERER_DIST, APP_ORIGIN, door);
  watchCspViolations(page);
  page.once('close', () => void context.close().catch(() => undefined));

  async function top(kind?: ApprovalKind): Promise<AnsweredRequest> {
    const request = page.getByTestId('approval-request');
    await request.waitFor({ timeout: REQUEST_TIMEOUT_MS });
    const found = {
      id: (await request.getAttribute('data-id')) ?? '',
      kind: (await request.getAttribute('data-kind')) ?? '',
      summary: (await page.getByTestId('approval-summary').textContent())?.trim() ?? '',
      text: (await request.innerText()).trim(),
    };
    if (kind !== undefined && found.kind !== kind)
      throw new Error(`the approval surface shows a ${found.kind} request, not ${kind}`);
    return found;
  }

  /** Waits until the answered request has left the surface; an error shown there fails the test with its words. */
  async function gone(id: string): Promise<void> {
    const left = page.locator(`[data-testid="approval-request"][data-id="${id}"]`);
    const error = page.getByTestId('approval-error');
    await Promise.race([
      left.waitFor({ state: 'detached', timeout: REQUEST_TIMEOUT_MS }),
      error.waitFor({ timeout: REQUEST_TIMEOUT_MS }).then(async () => {
        if ((await left.count()) > 0) throw new Error(`approval refused: ${await error.textContent()}`);
      }),
    ]);
  }

  return {
    page,
    async approve(options = {}) {
      const found = await top(options.kind);
      if (options.acceptHighFee) await page.getByTestId('approval-accept-fee').check();
      if (options.password !== undefined) await page.getByTestId('approval-password').fill(options.password);
      await page.getByTestId('approval-approve').click({ timeout: REQUEST_TIMEOUT_MS });
      await gone(found.id);
      return found;
    },
    async refuse(options = {}) {
      const found = await top(options.kind);
      await page.getByTestId('approval-refuse').click();
      await gone(found.id);
      return found;
    },
    async pending() {
      return Number((await page.getByTestId('approval-surface').getAttribute('data-pending')) ?? '0');
    },
  };
}

/** A surface for apps on a fake core (screens with canned answers): nothing there ever waits for approval. */
export const NO_APPROVAL_SURFACE: ApprovalSurface = {
  get page(): Page {
    throw new Error('this app runs on a fake core: it has no approval surface');
  },
  approve: () => Promise.reject(new Error('this app runs on a fake core: it has no approval surface')),
  refuse: () => Promise.reject(new Error('this app runs on a fake core: it has no approval surface')),
  pending: () => Promise.resolve(0),
};
