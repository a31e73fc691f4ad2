import { describe, expect, it } from 'vitest';
import { checkAddress, checkAmount, checkBaseAmount, checkMemo } from '../../../../electron/core/tx/validate';
import { ALICE } from './fixtures';

function errorOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return error as { code: string; message: string; field?: string };
  }
  throw new Error('expected an error');
}

describe('checkAddress', () => {
  it('accepts a valid xyz1 address and trims spaces', () => {
    expect(checkAddress(` ${ALICE.address} `, 'xyz', 'to')).toBe(ALICE.address);
  });
  it('names a wrong checksum as a likely typo', () => {
    const typo = ALICE.address.slice(0, -1) + (ALICE.address.endsWith('n') ? 'm' : 'n');
    expect(errorOf(() => checkAddress(typo, 'xyz', 'to'))).toMatchObject({
      code: 'invalid_address',
      field: 'to',
      message: expect.stringMatching(/checksum/),
    });
  });
  it('refuses another chain prefix', () => {
    expect(
      errorOf(() => checkAddress('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', 'xyz', 'to')).message,
    ).toMatch(/xyz1/);
  });
  it('normalises an all upper-case address to lower case and refuses mixed case', () => {
    expect(checkAddress(ALICE.address.toUpperCase(), 'xyz', 'to')).toBe(ALICE.address);
    const mixed = ALICE.address.slice(0, 10) + ALICE.address.slice(10).toUpperCase();
    expect(errorOf(() => checkAddress(mixed, 'xyz', 'to')).code).toBe('invalid_address');
  });
  it('refuses empty and garbage input', () => {
    expect(errorOf(() => checkAddress('', 'xyz', 'to')).message).toBe('Enter an address.');
    expect(errorOf(() => checkAddress('hello', 'xyz', 'to')).code).toBe('invalid_address');
  });
});

describe('checkAmount', () => {
  it('parses 1.5 XYZ to 1500000 uxyz', () => {
    expect(checkAmount('1.5', 6, 'amount')).toBe(1_500_000n);
  });
  it.each([
    ['1.1234567', /6 digits/],
    ['-1', /negative/],
    ['0', /greater than zero/],
    ['abc', /number/],
    ['', /Enter an amount/],
  ])('refuses %j with a clear message', (text, message) => {
    expect(errorOf(() => checkAmount(text, 6, 'amount'))).toMatchObject({
      code: 'invalid_amount',
      message: expect.stringMatching(message),
    });
  });
});

describe('checkBaseAmount', () => {
  it('allows zero only when asked', () => {
    expect(checkBaseAmount('0', 'min', true)).toBe(0n);
    expect(errorOf(() => checkBaseAmount('0', 'min')).code).toBe('invalid_amount');
    expect(errorOf(() => checkBaseAmount('1.5', 'min')).code).toBe('invalid_amount');
  });
});

describe('checkMemo (the shared byte rule)', () => {
  it('allows 256 ASCII bytes and refuses 257', () => {
    expect(checkMemo('a'.repeat(256))).toHaveLength(256);
    expect(errorOf(() => checkMemo('a'.repeat(257)))).toMatchObject({ code: 'invalid_memo', field: 'memo' });
  });
  it('refuses 100 × "€" (100 characters but 300 bytes) with the byte count in details', () => {
    expect(errorOf(() => checkMemo('€'.repeat(100)))).toMatchObject({
      code: 'invalid_memo',
      details: { field: 'memo', bytes: 300, max: 256 },
    });
  });
});
