import { describe, expect, it } from 'vitest';
import { humanError, humanTxCode } from '../../../renderer/src/lib/errors';
import { registeredErrorInLog, STAKING_RESULTS } from '../../../shared/staking-results';
import { classifyTxResult } from '../../../shared/tx-result';
import { simulationFailure } from '../../../electron/core/tx/simulate-failure';

describe('staking and governance results: the SDK code, then one clear sentence', () => {
  it.each([
    [
      'sdk',
      18,
      'invalid shares amount: invalid request',
      'That is more than you have delegated to this validator.',
    ],
    ['staking', 3, 'validator does not exist', 'This validator does not exist on the network.'],
    [
      'staking',
      19,
      'no delegation for (address, validator) tuple',
      'You have no delegation with this validator',
    ],
    [
      'staking',
      29,
      'cannot redelegate to the same validator',
      'Stake cannot be redelegated to the validator it is',
    ],
    [
      'staking',
      31,
      'redelegation destination validator not found',
      'This validator does not exist on the network.',
    ],
    [
      'staking',
      27,
      'too many unbonding delegation entries for (delegator, validator) tuple',
      'Too many undelegations',
    ],
    ['gov', 3, '1: inactive proposal', 'This proposal is not in its voting period'],
  ])('%s %i (%s) reads "%s…"', (codespace, code, rawLog, sentence) => {
    const human = humanTxCode(code, rawLog, codespace);
    expect(human.text.startsWith(sentence)).toBe(true);
    expect(human.detail).toBe(`code ${code} (${codespace})\n${rawLog}`);
  });

  it('another sdk 18 stays a plain rejection with its code (only "invalid shares amount" is an over-undelegation)', () => {
    expect(
      classifyTxResult({ code: 18, codespace: 'sdk', rawLog: 'bad thing: invalid request' }).meaning,
    ).toBe('rejected');
  });

  it('the same code in another codespace is not mistaken for a staking one', () => {
    expect(classifyTxResult({ code: 3, codespace: 'bank', rawLog: '' }).meaning).toBe('rejected');
  });

  it('finds the codespace and code at the end of a simulate reply (which carries only text)', () => {
    expect(
      registeredErrorInLog(
        "failed to execute message; message index: 0: invalid shares amount: invalid request with gas used: '61234'",
      ),
    ).toEqual({ codespace: 'sdk', code: 18 });
    expect(
      registeredErrorInLog(
        "failed to execute message; message index: 0: 1: inactive proposal with gas used: '9'",
      ),
    ).toEqual({ codespace: 'gov', code: 3 });
    for (const r of STAKING_RESULTS)
      expect(registeredErrorInLog(`message index: 0: ${r.description}`)).toEqual({
        codespace: r.codespace,
        code: r.code,
      });
    expect(registeredErrorInLog('something else: invalid request')).toBeNull();
  });

  it('a refused simulation keeps its SDK code in the error details, and the renderer words it', () => {
    const error = simulationFailure(
      "failed to execute message; message index: 0: validator does not exist with gas used: '4100'",
    );
    expect(error.details).toMatchObject({ codespace: 'staking', code: 3, simulated: true });
    expect(
      humanError({
        code: 'tx_failed',
        message: error.message,
        details: error.details as Record<string, unknown>,
      }).text,
    ).toBe(
      'This validator does not exist on the network. Check the address, or choose one from the validator list.',
    );
  });
});
