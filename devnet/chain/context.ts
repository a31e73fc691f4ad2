// The execution context handed to modules (gas-metered state, events, block) and atomic branching of it.
import { dialectNames, type DialectNames } from './codec/dialect-names';
import { EventCollector } from './events';
import { GasStore, type GasMeter } from './gas';
import { CacheStore, type KVStore } from './store';
import type { BlockInfo } from './types';

export interface ExecContext {
  /** State as this execution scope sees it, metered by `meter`. */
  readonly store: KVStore;
  /** The same state unmetered: what a nested branch is built on. */
  readonly raw: KVStore;
  readonly meter: GasMeter;
  readonly events: EventCollector;
  readonly block: BlockInfo;
  /** The chain's dialect: the names state and events are written in (nested type URLs, typed events). */
  readonly names: DialectNames;
}

/** A metered context over `raw`. */
export function makeContext(
  raw: KVStore,
  meter: GasMeter,
  block: BlockInfo,
  events = new EventCollector(),
  names: DialectNames = dialectNames(),
): ExecContext {
  return { store: new GasStore(raw, meter), raw, meter, events, block, names };
}

/**
 * A child scope whose state writes and events reach the parent only on `commit()`;
 * dropping it (on failure) rolls everything back.
 */
export function branch(ctx: ExecContext): { ctx: ExecContext; commit(): void } {
  const cache = new CacheStore(ctx.raw);
  const child = makeContext(cache, ctx.meter, ctx.block, undefined, ctx.names);
  return {
    ctx: child,
    commit() {
      cache.write();
      ctx.events.emit(...child.events.events);
    },
  };
}

/** The same scope with events redirected to `events`. */
export function withEvents(ctx: ExecContext, events: EventCollector): ExecContext {
  return { ...ctx, events };
}
