// Message lookup with {param} interpolation; one place per locale (English is complete).
import { en, type MessageKey } from './en';

export type { MessageKey } from './en';

const messages: Record<MessageKey, string> = en;

/** Returns the message for `key` with `{name}` placeholders replaced from `params`. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = messages[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
