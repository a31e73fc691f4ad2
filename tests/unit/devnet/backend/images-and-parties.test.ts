// Specification of generated token images and of who a tx concerns (B4 directions).
import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, imageName, tokenSvg } from '../../../../devnet/backend/images';
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
