// A result without a codespace gets one from its code and raw log: a contract failure is wasm, the rest is the SDK's.
import { describe, expect, it } from 'vitest';
import { codespaceFromRawLog, describeTxFailure } from '../../../../electron/core/tx/result-codes';

const CONTRACT_LOG =
  'failed to execute message; message index: 0: token graduated: execute wasm contract failed';

describe('codespaceFromRawLog', () => {
  it('reads code 5 with a wasm raw log as a contract failure', () => {
    expect(codespaceFromRawLog(5, CONTRACT_LOG)).toBe('wasm');
    expect(
      describeTxFailure({ code: 5, codespace: codespaceFromRawLog(5, CONTRACT_LOG), rawLog: CONTRACT_LOG }),
    ).toMatchObject({ errorCode: 'tx_failed' });
  });

  it("reads code 5 without a wasm raw log as the SDK's insufficient funds", () => {
    const rawLog = 'spendable balance 1000uxyz is smaller than 99000000uxyz: insufficient funds';
    expect(codespaceFromRawLog(5, rawLog)).toBe('sdk');
  });

  it('reads another code as the SDK, even with a wasm raw log', () => {
    expect(codespaceFromRawLog(11, 'out of gas in location: wasm contract')).toBe('sdk');
  });
});
