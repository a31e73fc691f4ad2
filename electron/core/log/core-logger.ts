// The logger the core uses: stamps each call, redacts it, keeps it in the ring and hands it to the injected sink.
import type { LogRing } from './log-ring';
import { loggerFrom, type Logger } from './logger';
import { redactRecord } from './redact';

export interface CoreLoggerDeps {
  /** Where records are written (electron-log adapter, file logger, memory logger); receives redacted data only. */
  sink: Logger;
  ring: LogRing;
  clock: () => number;
}

export function createCoreLogger(deps: CoreLoggerDeps): Logger {
  return loggerFrom((level, message, fields) => {
    try {
      const record = redactRecord({ time: deps.clock(), level, message, fields: { ...fields } });
      deps.ring.push(record);
      deps.sink[level](record.message, record.fields);
    } catch {
      // logging never breaks the wallet
    }
  });
}
