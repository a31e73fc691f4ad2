import { describe, expect, it } from 'vitest';
import type { ErrorInfo } from '../../../shared/errors';
import { humanError, humanTxCode, renderedText } from '../../../renderer/src/lib/errors';
import { t } from '../../../renderer/src/lib/i18n';
import { startupWarningText } from '../../../renderer/src/lib/startup-warnings';
import { memoError, memoFeedback } from '../../../renderer/src/lib/validate';

const CORE_MESSAGE = 'tx result code N (core developer text)';
const WASM_LOG = 'failed to execute message; message index: 0: token graduated: execute wasm contract failed';

/** A tx failure exactly as core's tx-service throws it: data in details, a technical message. */
function txFailure(
  errorCode: ErrorInfo['code'],
  code: number,
  codespace: string,
  rawLog: string,
  extra = {},
) {
  return {
    code: errorCode,
    message: CORE_MESSAGE,
    details: { txHash: 'AB', code, codespace, rawLog, ...extra },
  };
}

describe('humanError words every tx result in the renderer (core message never the primary text)', () => {
  it.each([
    ['unauthorized', 4, 'error.unauthorized'],
    ['insufficient_funds', 5, 'error.insufficient_funds'],
    ['insufficient_fee', 13, 'error.insufficient_fee'],
    ['invalid_address', 7, 'txresult.invalid_address'],
    ['tx_failed', 19, 'txresult.already_in_mempool'],
  ] as const)('%s (code %i) reads the i18n sentence %s', (errorCode, code, key) => {
    const human = humanError(txFailure(errorCode, code, 'sdk', 'raw'));
    expect(human.text).toBe(t(key));
    expect(human.text).not.toContain(CORE_MESSAGE);
    expect(human.detail).toContain('raw');
  });

  it('memo too large (12) names the byte limit', () => {
    expect(humanError(txFailure('invalid_memo', 12, 'sdk', 'memo too large')).text).toBe(
      t('txresult.memo_too_large', { max: 256 }),
    );
  });

  it('out of gas appends the "retry with more gas" step when core offers it', () => {
    const human = humanError(txFailure('out_of_gas', 11, 'sdk', 'out of gas', { next: 'retry_more_gas' }));
    expect(human.text).toBe(`${t('error.out_of_gas')} ${t('txresult.next.retry_more_gas')}`);
  });

  it('a sequence mismatch (no longer re-signed by itself, decision 0216) says to review again', () => {
    const human = humanError(txFailure('sequence_mismatch', 32, 'sdk', 'x', { next: 'resync_sequence' }));
    expect(human.text).toBe(`${t('error.sequence_mismatch')} ${t('txresult.next.resync_sequence')}`);
  });

  it('a contract refusal interpolates the contract reason core parsed (data, not our words)', () => {
    const human = humanError(
      txFailure('tx_failed', 5, 'wasm', WASM_LOG, { contractReason: 'token graduated' }),
    );
    expect(human.text).toBe(t('txresult.contract_refused', { reason: 'token graduated' }));
    expect(human.text).toBe('The contract refused this transaction: token graduated');
  });

  it('an unknown result reads "network rejected (code N, codespace)"', () => {
    const human = humanError(txFailure('tx_failed', 77, 'bank', 'odd'));
    expect(human.text).toBe('The network rejected the transaction (code 77, bank).');
  });

  it('a simulation the contract would refuse quotes the reason', () => {
    const human = humanError({
      code: 'tx_failed',
      message: 'simulate: contract refused',
      details: { simulated: true, codespace: 'wasm', contractReason: 'unknown token', rawLog: 'x' },
    });
    expect(human.text).toBe('The contract would refuse this transaction: unknown token');
  });

  it('a memo over the limit shows the bytes from details, not core message', () => {
    const human = humanError({
      code: 'invalid_memo',
      message: 'memo is 300 bytes (max 256)',
      details: { field: 'memo', bytes: 300, max: 256 },
    });
    expect(human.text).toBe(t('error.invalid_memo', { bytes: 300, max: 256 }));
  });

  it('renderedText words data-only errors and leaves others (offline file errors) to their message', () => {
    expect(renderedText(txFailure('out_of_gas', 11, 'sdk', 'x'))).toBe(t('error.out_of_gas'));
    expect(renderedText({ code: 'invalid_request', message: 'The file is not base64.' })).toBeNull();
  });
});

describe('humanTxCode (history rows and tx/status events)', () => {
  it('uses the codespace when the event carries one', () => {
    expect(humanTxCode(5, '', 'wasm').text).toBe(t('error.wasm'));
    expect(humanTxCode(5, 'contract said no', 'sdk').text).toBe(t('error.insufficient_funds'));
  });
  it('falls back to raw_log for rows without a codespace, quoting the contract', () => {
    expect(humanTxCode(5, WASM_LOG).text).toBe('The contract refused this transaction: token graduated');
  });
  it('is empty for success and keeps code and raw_log as the detail', () => {
    expect(humanTxCode(0, '')).toEqual({ text: '', detail: null });
    expect(humanTxCode(13, 'insufficient fee', 'sdk').detail).toBe('code 13 (sdk)\ninsufficient fee');
  });
});

describe('memo feedback in forms (bytes, as the network counts)', () => {
  it('refuses 100 × "€" that a character count would let through', () => {
    expect([...'€'.repeat(100)].length).toBeLessThan(256);
    expect(memoError('€'.repeat(100))).toBe('The memo is too long: 300 of at most 256 bytes.');
  });
  it('accepts 256 ASCII bytes without a counter', () => {
    expect(memoFeedback('a'.repeat(256))).toEqual({ error: null, counter: null });
  });
  it('shows bytes used once a character takes more than one byte', () => {
    expect(memoFeedback('€ 10')).toEqual({ error: null, counter: '6 / 256 bytes' });
  });
});

describe('startup warnings arrive as codes and are worded here', () => {
  it('interpolates the details of each code', () => {
    expect(startupWarningText({ code: 'keychain_missing' })).toMatch(/No OS keychain/);
    expect(
      startupWarningText({
        code: 'cache_rebuilt',
        details: { reason: 'file is not a database', keptAs: 'c.broken-1' },
      }),
    ).toBe(
      'The local cache could not be used (file is not a database) and was rebuilt; it refills from the network. The old file was kept as c.broken-1.',
    );
    expect(startupWarningText({ code: 'setting_invalid', details: { key: 'feeTier' } })).toBe(
      'Saved setting "feeTier" was invalid; the default is used.',
    );
    expect(
      startupWarningText({
        code: 'network_profile_invalid',
        details: { id: 'p1', problem: 'rpc: Invalid url' },
      }),
    ).toBe('Saved network profile "p1" was invalid (rpc: Invalid url) and was ignored.');
    expect(startupWarningText({ code: 'active_network_missing' })).toMatch(/devnet profile is used/);
    expect(startupWarningText({ code: 'settings_unreadable' })).toMatch(/unreadable/);
  });
});
