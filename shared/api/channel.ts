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

/** Bounded text fields: every string in a request has a length limit. */
export const shortText = (max = 64) => z.string().trim().min(1).max(max);

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
export const idSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id.');

/** A decimal string of a non-negative integer amount in base units. */
export const baseAmountSchema = z.string().regex(/^\d{1,40}$/, 'Not a base-unit integer amount.');

/** Unix epoch milliseconds. */
export type EpochMs = number;
