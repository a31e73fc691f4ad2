// Specification of the ceilings on what a node's simulation can make a person pay (decision 0720).
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../../shared/errors';
import { MSG_KINDS, executeContractKind, sendKind } from '../../../../shared/tx-kinds';
import {
  HARD_GAS_CAP,
  TX_BASE_GAS_CEILING,
  checkGasLimit,
  checkSimulatedGas,
  feeAlert,
  gasCeiling,
} from '../../../../electron/core/tx/fee-guard';

function refusal(run: () => void): WalletError {
  try {
    run();
  } catch (error) {
    if (error instanceof WalletError) return error;
  }
  throw new Error('expected a WalletError');
}

describe('the gas ceiling of a transaction', () => {
  it('adds the base, 10 gas per byte and each message kind’s ceiling', () => {
    expect(gasCeiling([sendKind], 300)).toBe(TX_BASE_GAS_CEILING + 3_000n + BigInt(sendKind.gasCeiling));
    expect(gasCeiling([sendKind, sendKind], 0)).toBe(TX_BASE_GAS_CEILING + 2n * BigInt(sendKind.gasCeiling));
  });

  it('never exceeds the hard cap', () => {
    expect(gasCeiling([{ gasCeiling: 10 ** 9 }], 0)).toBe(HARD_GAS_CAP);
  });

  it('is several times what each kind uses on the devnet (measured: a send 53k, a graduating buy 493k)', () => {
    expect(gasCeiling([sendKind], 200)).toBeGreaterThan(5n * 53_000n);
    expect(gasCeiling([executeContractKind], 400)).toBeGreaterThan(5n * 493_000n);
    for (const kind of MSG_KINDS) expect(kind.gasCeiling).toBeGreaterThanOrEqual(200_000);
  });
});

describe('a simulation answer', () => {
  it('within the ceiling is believed', () => {
    expect(() => checkSimulatedGas(400_000n, 400_000n)).not.toThrow();
  });

  it('above the ceiling is called out as a node problem, with both numbers', () => {
    const error = refusal(() => checkSimulatedGas(714_285_714_285n, 403_000n));
    expect(error.code).toBe('bad_response');
    expect(error.details).toEqual({ reason: 'gas_implausible', gasUsed: '714285714285', ceiling: '403000' });
  });

  it('gives no gas limit above the hard cap, even on "retry with more gas"', () => {
    expect(() => checkGasLimit(HARD_GAS_CAP)).not.toThrow();
    expect(refusal(() => checkGasLimit(HARD_GAS_CAP + 1n)).details?.reason).toBe('gas_above_cap');
  });
});

describe('a fee that needs an explicit yes', () => {
  // A typical transaction is 200,000 gas: 6,000 uxyz at the average price 0.03.
  it('is not a normal fee, whatever the amount', () => {
    expect(feeAlert(2_300n, 1_000_000n, '0.03')).toBeNull();
    expect(feeAlert(2_300n, 1n, '0.03')).toBeNull();
    expect(feeAlert(2_300n, 0n, '0.03')).toBeNull();
  });

  it('is more than 20 typical fees at the same price', () => {
    expect(feeAlert(120_000n, 10n ** 12n, '0.03')).toBeNull();
    expect(feeAlert(120_001n, 10n ** 12n, '0.03')).toEqual({ reason: 'above_typical', typicalFee: 6_000n });
  });

  it('is more than a tenth of the amount moved and more than two typical fees', () => {
    expect(feeAlert(12_001n, 100_000n, '0.03')).toEqual({ reason: 'above_amount', typicalFee: 6_000n });
    expect(feeAlert(12_000n, 100_000n, '0.03')).toBeNull();
    expect(feeAlert(12_001n, 120_010n, '0.03')).toBeNull();
  });

  it('the attack: 30,000 XYZ of fees for a 1 XYZ send', () => {
    expect(feeAlert(30_000_000_000n, 1_000_000n, '0.042')?.reason).toBe('above_typical');
  });
});
