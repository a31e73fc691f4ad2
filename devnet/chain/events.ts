// ABCI events: a collector per execution scope, builders for the SDK's standard events, and the v0.47 log text.
import type { ChainEvent } from './types';

export function event(type: string, attributes: Array<[string, string]>): ChainEvent {
  return { type, attributes: attributes.map(([key, value]) => ({ key, value, index: true })) };
}

/** Collects events in emission order; a child collector is merged only when its scope succeeds. */
export class EventCollector {
  readonly events: ChainEvent[] = [];

  emit(...events: ChainEvent[]): void {
    this.events.push(...events);
  }
}

/** Bank transfer events in SDK order: coin_spent, coin_received, transfer, message{sender}. */
export function transferEvents(from: string, to: string, amount: string): ChainEvent[] {
  return [
    event('coin_spent', [
      ['spender', from],
      ['amount', amount],
    ]),
    event('coin_received', [
      ['receiver', to],
      ['amount', amount],
    ]),
    event('transfer', [
      ['recipient', to],
      ['sender', from],
      ['amount', amount],
    ]),
    event('message', [['sender', from]]),
  ];
}

/** One message's entry in the v0.47 `logs` array. */
export interface AbciMessageLog {
  msg_index: number;
  log: string;
  events: Array<{ type: string; attributes: Array<{ key: string; value: string }> }>;
}

/** v0.47 StringifyEvents: attributes grouped by event type, types sorted. */
export function messageLog(msgIndex: number, events: readonly ChainEvent[]): AbciMessageLog {
  const grouped = new Map<string, Array<{ key: string; value: string }>>();
  for (const e of events) {
    const list = grouped.get(e.type) ?? [];
    for (const a of e.attributes) list.push({ key: a.key, value: a.value });
    grouped.set(e.type, list);
  }
  const types = [...grouped.keys()].sort();
  return {
    msg_index: msgIndex,
    log: '',
    events: types.map((type) => ({ type, attributes: grouped.get(type)! })),
  };
}
