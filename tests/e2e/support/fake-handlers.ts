// The e2e fake core's handler table, checked against the contract: every channel, parsed requests, exact answers.
import type { Channel, ResponseOf } from '../../../shared/api';
import { WalletError, type ErrorCode } from '../../../shared/errors';
import type { AllHandlers } from '../../../electron/core/api';

/** One handler per contract channel, as core's own router takes them (parsed request in, response or throw out). */
export type FakeHandlers = AllHandlers;

type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type FieldOf<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/** Dotted paths of the fields in an answer `R` that its contract type `T` lacks (through objects and arrays). */
export type ExtraFields<R, T, P extends string = 'response'> = unknown extends T
  ? never
  : R extends readonly (infer E)[]
    ? ExtraFields<E, T extends readonly (infer F)[] ? F : never, `${P}[]`>
    : R extends object
      ? {
          [K in keyof R & string]: K extends KeysOfUnion<T>
            ? ExtraFields<R[K], FieldOf<T, K>, `${P}.${K}`>
            : `${P}.${K}`;
        }[keyof R & string]
      : never;

type AnswerOf<H> = H extends (...args: never[]) => infer R ? Awaited<R> : never;

/** Per channel: nothing more when the handler's answer has no field its response type lacks; else a named error. */
export type NoExtraFields<H> = {
  [C in Channel]: [ExtraFields<AnswerOf<H[C & keyof H]>, ResponseOf<C>>] extends [never]
    ? unknown
    : { fieldsNotInTheContract: ExtraFields<AnswerOf<H[C & keyof H]>, ResponseOf<C>> };
} & { [K in Exclude<keyof H, Channel>]: { notAContractChannel: K } };

/**
 * Checks a handler table against the contract: a missing channel, a channel the contract lacks, a request field
 * read with the wrong type, an answer field of the wrong type, and an answer field the contract lacks (TypeScript
 * itself never checks a returned object for extra fields; `NoExtraFields` does) all fail `tsc`.
 */
export function contractHandlers<H extends FakeHandlers>(handlers: H & NoExtraFields<H>): FakeHandlers {
  return handlers;
}

/** A channel the screens under test never call: answers as an unknown channel would. */
export function notFaked(channel: Channel): () => never {
  return () => {
    throw new WalletError('unknown_channel', `The e2e fake core does not fake ${channel}.`);
  };
}

/** The error a fake handler throws; core's router turns it into `{ ok: false, error }`. */
export function refuse(code: ErrorCode, message: string, details?: Record<string, unknown>): WalletError {
  return new WalletError(code, message, details);
}
