import { describe, expect, it } from 'vitest';
import { networkProfileInputSchema } from '../../../shared/api/network';
import { explorerTxLink } from '../../../renderer/src/lib/explorer';
import { directionFromMessages, messageLines } from '../../../renderer/src/lib/tx-summary';
import { buildNameBook } from '../../../renderer/src/lib/row-names';

const HASH = 'ab'.repeat(32);
const PROFILE = {
  name: 'Main',
  chainId: 'xyz-1',
  dialect: 'spec',
  restUrl: 'https://rest.example',
  rpcUrl: 'https://rpc.example',
  backendUrl: 'https://api.example',
  prefix: 'xyz',
  coinType: 118,
  gasPrices: { low: '0.025', average: '0.03', high: '0.04' },
  denom: 'uxyz',
  launchpadAddress: null,
};

describe('block-explorer link of a tx (optional explorerTxUrl template per network profile)', () => {
  it('fills {hash} with the upper-case hash', () => {
    expect(explorerTxLink('https://explorer.example/tx/{hash}', HASH)).toBe(
      `https://explorer.example/tx/${HASH.toUpperCase()}`,
    );
  });

  it('gives no link when the profile has no template, or it is not https with {hash}, or the hash is not one', () => {
    expect(explorerTxLink(undefined, HASH)).toBeNull();
    expect(explorerTxLink(null, HASH)).toBeNull();
    expect(explorerTxLink('http://explorer.example/tx/{hash}', HASH)).toBeNull();
    expect(explorerTxLink('https://explorer.example/tx/', HASH)).toBeNull();
    expect(explorerTxLink('https://explorer.example/tx/{hash}', 'x/../../y')).toBeNull();
  });

  it('the profile schema takes an https template with {hash}, null, or nothing; refuses others', () => {
    const ok = (explorerTxUrl: unknown) =>
      networkProfileInputSchema.safeParse({ ...PROFILE, explorerTxUrl }).success;
    expect(networkProfileInputSchema.safeParse(PROFILE).success).toBe(true);
    expect(ok('https://explorer.example/tx/{hash}')).toBe(true);
    expect(ok(null)).toBe(true);
    expect(ok('https://explorer.example/tx/')).toBe(false);
    expect(ok('javascript:alert(1)//{hash}')).toBe(false);
    expect(ok('http://explorer.example/{hash}')).toBe(false);
  });
});

describe('tx detail reads the node’s tx for the active address', () => {
  const ME = 'xyz1me';
  it('takes the direction from the messages (the node’s view has none)', () => {
    expect(directionFromMessages([{ from_address: ME, to_address: 'xyz1b' }], ME)).toBe('out');
    expect(directionFromMessages([{ from_address: 'xyz1b', to_address: ME }], ME)).toBe('in');
    expect(directionFromMessages([{ sender: 'xyz1b', msg: { transfer: { recipient: ME } } }], ME)).toBe('in');
    expect(directionFromMessages([{ from_address: ME, to_address: ME }], ME)).toBe('self');
  });

  it('gives one readable line per message, with names', () => {
    const book = buildNameBook({ validators: [{ operatorAddress: 'xyzvaloper1v', moniker: 'val-one' }] });
    const lines = messageLines(
      {
        direction: 'out',
        rawLog: '',
        messages: [
          {
            '@type': '/ledger.staking.v1beta1.MsgDelegate',
            validator_address: 'xyzvaloper1v',
            amount: { denom: 'uxyz', amount: '1000000' },
          },
          {
            '@type': '/ledger.bank.v1beta1.MsgSend',
            to_address: 'xyz1b',
            amount: [{ denom: 'uxyz', amount: '2' }],
          },
        ],
      },
      book,
    );
    expect(lines.map((l) => [l.label, l.counterparty, l.amount])).toEqual([
      ['Delegate', 'val-one', '−1 XYZ'],
      ['Send', 'xyz1b', '−0.000002 XYZ'],
    ]);
  });
});
