// Helper for declaring one contract channel: a zod request schema plus a phantom response type.
import { z } from 'zod';
import { findDeceptiveChars } from '../text';

/** One channel of the contract. `response` exists only at the type level (its runtime value is undefined). */
export interface ChannelDef<Req extends z.ZodType, Res> {
  readonly request: Req;
  readonly response: Res;
}

/**
 * Declares a channel: `channel(z.strictObject({...})).returns<Response>()`.
 * Request schemas should be strict objects so unknown keys are rejected.
 */
export function channel<Req extends z.ZodType>(request: Req) {
  return {
    returns<Res>(): ChannelDef<Req, Res> {
      return { request, response: undefined as unknown as Res };
    },
  };
}

/** The request of channels that take no arguments: `{}` (unknown keys rejected). */
export const emptyRequest = z.strictObject({});

/**
 * The length check every text field makes before anything scans it (trim, regex, deceptive characters): `abort`
 * stops the remaining checks, so a 10 MB name is refused at once instead of after a second of scanning.
 */
export const lengthFirst = (max: number) =>
  z.string().max(max, { abort: true, message: `Too big: expected string to have <=${max} characters` });

/** Room for whitespace around a trimmed field's text, read before trimming. */
const TRIM_SLACK = 64;

/** Bounded text fields: every string in a request has a length limit, checked first. */
export const shortText = (max = 64) =>
  lengthFirst(max + TRIM_SLACK)
    .trim()
    .min(1)
    .max(max, { abort: true });

/**
 * A name a person gives (account, address book entry, network): bounded, and free of characters that hide or
 * reorder what is shown (bidi controls, zero-width and control characters; see shared/text.ts).
 */
export const nameText = (max = 64) =>
  shortText(max).refine((name) => findDeceptiveChars(name).length === 0, {
    message: 'Names cannot contain hidden, direction-changing or control characters.',
    params: { reason: 'deceptive_text' },
  });

/** An opaque id string (accounts, profiles, address book entries, drafts). */
export const idSchema = lengthFirst(80)
  .min(1)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id.');

/** A decimal string of a non-negative integer amount in base units. */
export const baseAmountSchema = z.string().regex(/^\d{1,40}$/, 'Not a base-unit integer amount.');

/** Unix epoch milliseconds. */
export type EpochMs = number;
