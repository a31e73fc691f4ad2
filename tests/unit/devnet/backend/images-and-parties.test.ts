// Specification of generated token images and of who a tx concerns (B4 directions).
import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import {
  absoluteImageUrl,
  imageFile,
  imageName,
  tokenPng,
  tokenSvg,
} from '../../../../devnet/backend/images';
import { txParties } from '../../../../devnet/backend/parties';
import {
  ALICE,
  BOB,
  FEE_COLLECTOR,
  LAUNCHPAD,
  FakeBlocks,
  contractAddress,
  curveTradeTx,
  event,
  feeEvents,
} from './fake-blocks';

describe('token images', () => {
  it('accepts /images/<name>.svg with a safe name only', () => {
    expect(imageName('/images/pepe-1.svg')).toBe('pepe-1');
    expect(imageName('/images/../etc.svg')).toBeNull();
    expect(imageName('/images/pepe.png')).toBeNull();
  });

  it('generates the same SVG for the same name and different ones for different names', () => {
    expect(tokenSvg('pepe')).toBe(tokenSvg('pepe'));
    expect(tokenSvg('pepe')).not.toBe(tokenSvg('moon'));
    expect(tokenSvg('pepe')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*PEPE.*<\/svg>$/);
  });

  it('serves /images/<name>.png too (the format the wallet shows), with the same safe names', () => {
    expect(imageFile('/images/pepe-1.png')).toEqual({ name: 'pepe-1', format: 'png' });
    expect(imageFile('/images/pepe.svg')).toEqual({ name: 'pepe', format: 'svg' });
    expect(imageFile('/images/../etc.png')).toBeNull();
    expect(imageFile('/images/pepe.gif')).toBeNull();
  });

  it('generates a deterministic round PNG badge per name: valid PNG, transparent corners, opaque centre', () => {
    const png = tokenPng('pepe', 32);
    expect(png.equals(tokenPng('pepe', 32))).toBe(true);
    expect(png.equals(tokenPng('moon', 32))).toBe(false);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(32);
    expect(png.readUInt32BE(20)).toBe(32);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    const alpha = (x: number, y: number) => raw[y * (32 * 4 + 1) + 1 + x * 4 + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(16, 16)).toBe(255);
  });

  it('makes on-chain image paths absolute against the URL the client used, leaving full URLs alone', () => {
    expect(absoluteImageUrl('/images/pepe.svg', 'http://127.0.0.1:8080')).toBe(
      'http://127.0.0.1:8080/images/pepe.svg',
    );
    expect(absoluteImageUrl('https://x.test/a.png', 'http://h')).toBe('https://x.test/a.png');
    expect(absoluteImageUrl(null, 'http://h')).toBeNull();
  });
});

describe('tx parties', () => {
  it('marks the signer of a curve buy "out" and the contract paying out "out", the fee collector "in"', () => {
    const blocks = new FakeBlocks();
    const tx = blocks.commit(new Date(), [
      curveTradeTx('buy', ALICE, contractAddress('t'), '100', '10', '100'),
    ]).txs[0]!;
    const parties = txParties(tx);
    expect(parties.get(ALICE)).toBe('out');
    expect(parties.get(FEE_COLLECTOR)).toBe('in');
  });

  it('marks the receiver of CW20 tokens (a wasm transfer event) "in"', () => {
    const blocks = new FakeBlocks();
    const tx = blocks.commit(new Date(), [
      {
        events: [
          ...feeEvents(ALICE),
          event('wasm', {
            _contract_address: LAUNCHPAD,
            action: 'transfer',
            from: ALICE,
            to: BOB,
            amount: '5',
          }),
        ],
      },
    ]).txs[0]!;
    expect(txParties(tx).get(BOB)).toBe('in');
  });
});
