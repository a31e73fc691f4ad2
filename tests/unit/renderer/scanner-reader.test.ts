// Specification of what the scanner does with each decoded text (frames or one code) and how camera failures read.
import { describe, expect, it } from 'vitest';
import { splitIntoFrames, joinFrames } from '../../../shared/offline/qr-frames';
import { parsePaymentUri } from '../../../shared/payment-uri';
import { cameraProblemOf } from '../../../renderer/src/lib/scanner/camera-problem';
import { framesReader, singleCodeReader } from '../../../renderer/src/lib/scanner/scan-reader';
import { CSP_DIRECTIVES } from '../../../electron/main/security/csp';
import { isScannedPayment, scannedPayment } from '../../../renderer/src/lib/scanner/scanned-payment';

const payload = JSON.stringify({ format: 'xyz-wallet/signed-tx', tx_bytes: 'A'.repeat(2500) });
const frames = splitIntoFrames(payload, 300);

describe('framesReader', () => {
  it('reports parts, ignores repeats and ends with the frames one per line, which the core joins as a paste', () => {
    const reader = framesReader();
    expect(reader.read(frames[2]!)).toEqual({
      kind: 'progress',
      have: 1,
      total: frames.length,
      notice: null,
    });
    expect(reader.read(frames[2]!)).toEqual({ kind: 'same' });
    const reads = [...frames].reverse().map((frame) => reader.read(frame));
    const done = reads.at(-1)!;
    expect(done.kind).toBe('done');
    if (done.kind === 'done') expect(joinFrames(done.text.split('\n'))).toBe(payload);
  });

  it('notes a frame of another payload and starts over with it', () => {
    const reader = framesReader();
    reader.read(frames[0]!);
    const other = splitIntoFrames(`${payload}!`, 300);
    expect(reader.read(other[1]!)).toEqual({
      kind: 'progress',
      have: 1,
      total: other.length,
      notice: 'restarted',
    });
  });

  it('notes a code that is not a frame and keeps the parts read', () => {
    const reader = framesReader();
    reader.read(frames[0]!);
    expect(reader.read('xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n')).toEqual({
      kind: 'progress',
      have: 1,
      total: frames.length,
      notice: 'not_a_frame',
    });
  });

  it('notes a misread (checksum) and never hands over a payload that does not add up', () => {
    const reader = framesReader();
    const corrupted = frames.map((frame, i) => (i === 1 ? frame.replace(/A/, 'B') : frame));
    const reads = corrupted.map((frame) => reader.read(frame));
    expect(reads.at(-1)).toEqual({ kind: 'progress', have: 0, total: 0, notice: 'checksum' });
    expect(reads.some((read) => read.kind === 'done')).toBe(false);
  });
});

describe('singleCodeReader', () => {
  const accepts = (text: string) => parsePaymentUri(text).ok;

  it('takes the first code the screen accepts', () => {
    const reader = singleCodeReader(accepts);
    const uri = 'xyz:xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n?amount=2';
    expect(reader.read(uri)).toEqual({ kind: 'done', text: uri });
  });

  it('notes a refused code once and keeps scanning', () => {
    const reader = singleCodeReader(accepts);
    expect(reader.read('hello')).toEqual({ kind: 'progress', have: 0, total: 0, notice: 'not_accepted' });
    expect(reader.read('hello')).toEqual({ kind: 'same' });
  });
});

describe('cameraProblemOf', () => {
  it('names denied, missing, busy and unsupported cameras from the DOMException name', () => {
    const named = (name: string) => cameraProblemOf(Object.assign(new Error('x'), { name }));
    expect(named('NotAllowedError')).toBe('denied');
    expect(named('SecurityError')).toBe('denied');
    expect(named('NotFoundError')).toBe('no_camera');
    expect(named('OverconstrainedError')).toBe('no_camera');
    expect(named('NotReadableError')).toBe('busy');
    expect(named('TypeError')).toBe('unsupported');
    expect(named('SomethingElse')).toBe('failed');
    expect(cameraProblemOf('text')).toBe('failed');
  });
});

describe('the CSP for the decode worker', () => {
  it('lets workers start from the app files only, and nothing else changes for them', () => {
    expect(CSP_DIRECTIVES['worker-src']).toEqual(["'self'"]);
    expect(CSP_DIRECTIVES['script-src']).toEqual(["'self'"]);
  });
});

describe('scannedPayment', () => {
  const address = 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n';

  it('fills the address, the amount as a person types it and the memo', () => {
    expect(scannedPayment(`xyz:${address}?amount=1.25&memo=rent%20may`)).toEqual({
      address,
      amount: '1.25',
      memo: 'rent may',
    });
    expect(scannedPayment(address)).toEqual({ address });
  });

  it('fills nothing from a code that is not an address or payment URI', () => {
    expect(scannedPayment('XYZTX:1/1:00000000:{}')).toBeNull();
    expect(isScannedPayment('hello')).toBe(false);
    expect(isScannedPayment(address)).toBe(true);
  });
});
