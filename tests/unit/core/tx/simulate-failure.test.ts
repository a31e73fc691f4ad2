// A failed simulate call becomes the wallet's error in one place, for a wallet draft (tx/simulate.ts) and an
// unsigned offline tx (offline/unsigned-gas.ts) alike: the node's refusal is typed data, anything else passes on.
import { describe, expect, it } from 'vitest';
import { HttpStatusError, NetworkError, TimeoutError } from '../../../../electron/core/chain/errors';
import { simulateFailureOf } from '../../../../electron/core/tx/simulate-failure';
import { TxInputError } from '../../../../electron/core/tx/tx-input-error';

const URL = 'http://127.0.0.1:1317/cosmos/tx/v1beta1/simulate';
const refusal = (status: number, message: string) => new HttpStatusError(URL, status, message);

describe('simulateFailureOf: the node refused the tx (HTTP 400-501, except 404)', () => {
  it('insufficient funds, with the raw log kept and the gas suffix dropped', () => {
    const message = "spendable balance 0uxyz is smaller than 5uxyz: insufficient funds with gas used: '1200'";
    const error = simulateFailureOf(refusal(400, message));
    expect(error).toBeInstanceOf(TxInputError);
    expect(error).toMatchObject({
      code: 'insufficient_funds',
      details: { rawLog: message, simulated: true },
    });
  });

  it('a wrong account sequence', () => {
    const error = simulateFailureOf(
      refusal(400, 'account sequence mismatch, expected 4, got 3: incorrect account sequence'),
    );
    expect(error).toMatchObject({ code: 'sequence_mismatch', details: { simulated: true } });
  });

  it('a registered staking refusal keeps its SDK codespace and code', () => {
    const error = simulateFailureOf(
      refusal(
        500,
        "failed to execute message; message index: 0: validator does not exist with gas used: '4100'",
      ),
    );
    expect(error).toMatchObject({
      code: 'tx_failed',
      details: { codespace: 'staking', code: 3, simulated: true },
    });
  });

  it('a contract refusal names the wasm codespace and the contract reason', () => {
    const error = simulateFailureOf(
      refusal(
        400,
        "failed to execute message; message index: 0: unknown token: execute wasm contract failed with gas used: '5'",
      ),
    );
    expect(error).toMatchObject({
      code: 'tx_failed',
      message: 'simulate: contract refused',
      details: { simulated: true, codespace: 'wasm', contractReason: 'unknown token' },
    });
  });

  it('any other refusal is a tx failure with the reason (cut to 300) and the raw log (cut to 1000)', () => {
    const long = `invalid memo: ${'x'.repeat(2000)}`;
    const error = simulateFailureOf(refusal(400, long)) as TxInputError;
    expect(error.code).toBe('tx_failed');
    expect(error.message).toBe(`simulate: ${long.slice(0, 300)}`);
    expect(error.details).toEqual({ rawLog: long.slice(0, 1000), simulated: true });
  });

  it('covers the edges of the range: 400 and 501 are refusals', () => {
    for (const status of [400, 422, 500, 501]) {
      expect(simulateFailureOf(refusal(status, 'out of gas'))).toBeInstanceOf(TxInputError);
    }
  });
});

describe('simulateFailureOf: anything else passes on unchanged', () => {
  it('404 (no simulate endpoint) and a gateway 502 / 503 / 504', () => {
    for (const status of [404, 502, 503, 504]) {
      const error = refusal(status, 'insufficient funds');
      expect(simulateFailureOf(error)).toBe(error);
    }
  });

  it('an unreachable node, a timeout, any other error', () => {
    const errors = [
      new NetworkError(URL, 'ECONNREFUSED'),
      new TimeoutError(URL, 5000),
      new Error('boom'),
      'x',
    ];
    for (const error of errors) expect(simulateFailureOf(error)).toBe(error);
  });
});
