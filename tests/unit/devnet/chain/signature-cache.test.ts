// Unit (devnet chain): the ante handler's cache of verified signatures (issue 33). CheckTx verifies a tx's signature
// once and DeliverTx reuses it; DeliverTx takes the entry out, so a chain that runs for a day holds the mempool's
// signatures, not one per tx it ever checked.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifiedSignatureCount } from '../../../../devnet/chain/ante';
import { Chain } from '../../../../devnet/chain/chain';
import { writeBaseGenesis } from '../../../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { fastKeyOf, signedSend, type FastKey } from '../../../bench/support/fast-signer';

const now = new Date('2026-11-22T00:00:00Z');
let chain: Chain;
let alice: FastKey;

beforeAll(async () => {
  alice = await fastKeyOf(DEVNET_KEYS.alice.mnemonic, DEVNET_KEYS.alice.address);
});

beforeEach(() => {
  chain = new Chain({ contracts: [], bridgeAuthority: DEVNET_KEYS.faucet.address, clock: () => now });
  writeBaseGenesis(chain, new Date('2026-11-20T00:00:00Z'));
  chain.produceBlock();
});

/** Alice's next 1-uxyz send to bob, signed for the chain's pending sequence. */
function nextSend(memo: string): Uint8Array {
  const { accountNumber, sequence } = chain.account(alice.address)!;
  return signedSend(
    alice,
    DEVNET_KEYS.bob.address,
    '1',
    { chainId: chain.chainId, accountNumber, sequence },
    memo,
  );
}

describe('verified signatures', () => {
  it('are held from CheckTx until their DeliverTx, not after', () => {
    const before = verifiedSignatureCount();
    expect(chain.checkTx(nextSend('one')).code).toBe(0);
    expect(chain.checkTx(nextSend('two')).code).toBe(0);
    expect(verifiedSignatureCount()).toBe(before + 2);
    const block = chain.produceBlock();
    expect(block.txs.map((tx) => tx.code)).toEqual([0, 0]);
    expect(verifiedSignatureCount()).toBe(before);
  });

  it('do not grow with the chain: 300 blocks of a transfer each leave none behind', () => {
    const before = verifiedSignatureCount();
    for (let i = 0; i < 300; i++) {
      expect(chain.checkTx(nextSend(`soak ${i}`)).code).toBe(0);
      expect(chain.produceBlock().txs[0]?.code).toBe(0);
    }
    expect(verifiedSignatureCount()).toBe(before);
  });
});
