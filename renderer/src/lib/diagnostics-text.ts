// The text "Copy diagnostics" puts on the clipboard: a title, one "key: value" line per version, then the log.
import type { Diagnostics } from '../../../shared/api';

/** Plain text for a bug report (pure). The log lines come from core already redacted. */
export function diagnosticsText(diagnostics: Diagnostics, title: string): string {
  const versions = Object.entries(diagnostics.versions).map(([key, value]) => `${key}: ${value ?? '—'}`);
  return [
    title,
    `generated: ${new Date(diagnostics.generatedAt).toISOString()}`,
    ...versions,
    '',
    `log (${diagnostics.log.length} lines):`,
    ...diagnostics.log,
    '',
  ].join('\n');
}
