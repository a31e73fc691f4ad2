// Address poisoning: a never-used recipient that shares the first and last 4 data characters of a known address.
import { describe, expect, it } from 'vitest';
import {
  addressesIn,
  lookAlikeQuery,
  lookAlikes,
  looksAlike,
} from '../../../renderer/src/lib/address-poisoning';
import { recipientWarnings } from '../../../renderer/src/lib/send-warnings';

const REAL = 'xyz1abcdqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqwxyz';
const FAKE = 'xyz1abcdppppppppppppppppppppppppppppppwxyz';
const OTHER = 'xyz1zzzzqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqwxyz';
const SAME_START = 'xyz1abcdqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq0000';

describe('looksAlike', () => {
  it('is true for different addresses with the same first and last 4 data characters', () => {
    expect(looksAlike(FAKE, REAL)).toBe(true);
    expect(looksAlike(FAKE.toUpperCase(), REAL)).toBe(true);
  });

  it('is false for the same address, or one differing at either end', () => {
    expect(looksAlike(REAL, REAL)).toBe(false);
    expect(looksAlike(OTHER, REAL)).toBe(false);
    expect(looksAlike(SAME_START, REAL)).toBe(false);
  });

  it('compares the data part, not the human-readable prefix', () => {
    expect(
      looksAlike('abc1abcdqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqwxyz', 'xyz1abcdppppppppppppppppppppppppppppppwxyz'),
    ).toBe(true);
  });
});

describe('lookAlikes', () => {
  it('names the known addresses a never-used recipient imitates', () => {
    expect(lookAlikes(FAKE, [OTHER, REAL, REAL])).toEqual([REAL]);
  });

  it('says nothing when the recipient itself was used before', () => {
    expect(lookAlikes(FAKE, [REAL, FAKE])).toEqual([]);
  });

  it('says nothing without a look-alike', () => {
    expect(lookAlikes(FAKE, [OTHER, SAME_START])).toEqual([]);
    expect(lookAlikes(FAKE, [])).toEqual([]);
  });
});

describe('recipientWarnings: look_alike', () => {
  it('warns strongly about a new address resembling one from history or the address book', () => {
    expect(recipientWarnings(FAKE, [], [REAL])).toEqual([{ code: 'look_alike', level: 'strong' }]);
  });

  it('also guards the wallet’s own accounts', () => {
    expect(recipientWarnings(FAKE, [REAL])).toEqual([{ code: 'look_alike', level: 'strong' }]);
  });

  it('does not warn for a known address or a plain new one', () => {
    expect(recipientWarnings(REAL, [], [REAL])).toEqual([]);
    expect(recipientWarnings(OTHER, [], [FAKE.replace('abcd', 'efgh')])).toEqual([]);
  });
});

describe('helpers', () => {
  it('finds the addresses in a row’s messages', () => {
    const messages = [
      { from_address: REAL, to_address: OTHER, amount: [{ denom: 'uxyz', amount: '1' }], memo: 'xyz1 no' },
    ];
    expect(addressesIn(messages, 'xyz')).toEqual([REAL, OTHER]);
  });

  it('searches history by the prefix and first 4 data characters', () => {
    expect(lookAlikeQuery(FAKE)).toBe('xyz1abcd');
  });
});
