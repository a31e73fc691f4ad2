// Message lookup with {param} interpolation; one place per locale (English is complete).
import { en, type MessageKey } from './en';

export type { MessageKey } from './en';

const messages: Record<MessageKey, string> = en;

/** Returns the message for `key` with `{name}` placeholders replaced from `params`. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = messages[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

// Created on first use, not at load: the first Intl object costs 10-18 ms of ICU start-up (docs/decisions/0472).
let intl: { plurals: Intl.PluralRules; counts: Intl.NumberFormat } | null = null;

/** Plural-aware lookup: `${base}.one` / `${base}.other` chosen by Intl.PluralRules, {count} formatted with grouping. */
export function tn(base: string, count: number, params: Record<string, string | number> = {}): string {
  intl ??= { plurals: new Intl.PluralRules('en-US'), counts: new Intl.NumberFormat('en-US') };
  const form = intl.plurals.select(count) === 'one' ? 'one' : 'other';
  return t(`${base}.${form}` as MessageKey, { ...params, count: intl.counts.format(count) });
}
