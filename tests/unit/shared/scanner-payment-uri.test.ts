// Specification of the payment request a scanned QR may hold: a bare address or "xyz:<address>?amount=&memo=".
import { describe, expect, it } from 'vitest';
import { formatPaymentUri, parsePaymentUri } from '../../../shared/payment-uri';

const address = 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n';

describe('parsePaymentUri', () => {
  it('reads a bare address, trimmed and lower-cased', () => {
    expect(parsePaymentUri(`  ${address}\n`)).toEqual({ ok: true, request: { address } });
    expect(parsePaymentUri(address.toUpperCase())).toEqual({ ok: true, request: { address } });
  });

  it('reads an xyz: URI with an amount in XYZ and a percent-encoded memo', () => {
    expect(parsePaymentUri(`xyz:${address}?amount=1.5&memo=invoice%2042%20%E2%82%AC`)).toEqual({
      ok: true,
      request: { address, amountBase: '1500000', memo: 'invoice 42 €' },
    });
    expect(parsePaymentUri(`XYZ:${address}`)).toEqual({ ok: true, request: { address } });
  });

  it('keeps a plus sign in a memo as a plus sign', () => {
    expect(parsePaymentUri(`xyz:${address}?memo=a+b`)).toMatchObject({ request: { memo: 'a+b' } });
  });

  it('ignores parameters it does not know, such as label', () => {
    expect(parsePaymentUri(`xyz:${address}?label=Shop&amount=2`)).toEqual({
      ok: true,
      request: { address, amountBase: '2000000' },
    });
  });

  it('refuses a wrong address and says why', () => {
    expect(parsePaymentUri(`xyz:${address.slice(0, -1)}q`)).toEqual({
      ok: false,
      reason: 'bad_address',
      addressProblem: 'bad_checksum',
    });
    expect(parsePaymentUri('cosmos1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n')).toMatchObject({
      reason: 'bad_address',
      addressProblem: 'wrong_prefix',
    });
  });

  it('refuses amounts that are not plain positive decimals of at most 6 places', () => {
    for (const amount of ['0', '-1', '1e6', '1,000', '0.0000001', '', 'abc', '1.', '.5', '0x10'])
      expect(parsePaymentUri(`xyz:${address}?amount=${amount}`)).toEqual({ ok: false, reason: 'bad_amount' });
  });

  it('refuses a memo over 256 bytes, with hidden characters or broken percent-encoding', () => {
    expect(parsePaymentUri(`xyz:${address}?memo=${'%E2%82%AC'.repeat(86)}`)).toMatchObject({
      reason: 'bad_memo',
    });
    expect(parsePaymentUri(`xyz:${address}?memo=pay%E2%80%AEme`)).toMatchObject({ reason: 'bad_memo' });
    expect(parsePaymentUri(`xyz:${address}?memo=%E2%82`)).toMatchObject({ reason: 'bad_memo' });
  });

  it('refuses a parameter given twice, so no reader can pick a different one', () => {
    expect(parsePaymentUri(`xyz:${address}?amount=1&amount=100`)).toEqual({
      ok: false,
      reason: 'duplicate_parameter',
      parameter: 'amount',
    });
  });

  it('refuses a req- parameter it cannot honour', () => {
    expect(parsePaymentUri(`xyz:${address}?req-expires=1`)).toMatchObject({
      reason: 'unsupported_parameter',
    });
  });

  it('refuses other schemes, frames and over-long text', () => {
    expect(parsePaymentUri('wc:abc@2?relay-protocol=irn')).toEqual({
      ok: false,
      reason: 'not_a_payment_request',
    });
    expect(parsePaymentUri('bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toMatchObject({
      reason: 'not_a_payment_request',
    });
    expect(parsePaymentUri('XYZTX:1/1:00000000:{}')).toMatchObject({ reason: 'not_a_payment_request' });
    expect(parsePaymentUri(`xyz:${address}?label=${'a'.repeat(2000)}`)).toEqual({
      ok: false,
      reason: 'too_long',
    });
  });
});

describe('formatPaymentUri', () => {
  it('writes what parsePaymentUri reads back', () => {
    const request = { address, amountBase: '1000001', memo: 'ünïcode & more?' };
    const uri = formatPaymentUri(request);
    expect(uri).toBe(`xyz:${address}?amount=1.000001&memo=%C3%BCn%C3%AFcode%20%26%20more%3F`);
    expect(parsePaymentUri(uri)).toEqual({ ok: true, request });
    expect(formatPaymentUri({ address, amountBase: '3000000' })).toBe(`xyz:${address}?amount=3`);
  });
});
