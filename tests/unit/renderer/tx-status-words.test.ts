// Every tx status has a word in the renderer, and a dropped tx says plainly what happened (decision 0209).
import { describe, expect, it } from 'vitest';
import type { TxStatus } from '../../../shared/api/events';
import { txStatusSentence } from '../../../renderer/src/lib/errors';
import { t, type MessageKey } from '../../../renderer/src/lib/i18n';
import { en } from '../../../renderer/src/lib/i18n/en';

const ALL: Record<TxStatus, true> = {
  signing: true,
  broadcasting: true,
  pending: true,
  included: true,
  failed: true,
  unknown: true,
  dropped: true,
};

describe('tx status words', () => {
  it('has a word for every status of the contract', () => {
    for (const status of Object.keys(ALL)) expect(en).toHaveProperty(`txstatus.${status}`);
  });

  it('explains a dropped tx: not included, another tx used its place, nothing was spent', () => {
    expect(t('txstatus.dropped' as MessageKey)).toBe('Not included');
    expect(txStatusSentence('dropped')).toBe(
      'Not included: another transaction used its place. Nothing was spent.',
    );
  });

  it('says why a dropped tx is dead from the code its row keeps (decision 0216): 32 its place used, 30 its time limit', () => {
    expect(txStatusSentence('dropped', 32)).toBe(txStatusSentence('dropped'));
    expect(txStatusSentence('dropped', 30)).toBe(
      'Not included: the network passed its time limit without it, so it can never be. Nothing was spent.',
    );
    expect(t('txstate.reviewAgain')).toBe('Review again');
  });

  it('explains the still-open states and leaves the self-explaining ones to their word', () => {
    expect(txStatusSentence('broadcasting')).toBe(t('txstate.broadcasting'));
    expect(txStatusSentence('unknown')).toBe(t('txstate.unknown'));
    expect(txStatusSentence('included')).toBeNull();
    expect(txStatusSentence('pending')).toBeNull();
  });
});
