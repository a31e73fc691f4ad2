// Unit (devnet chain): the gov tally counts bonded, unjailed validators only — a jailed validator's own vote and the
// votes of its delegators carry no power, as in SDK v0.47 (the tally iterates the bonded set; jailed ones leave it).
import { beforeEach, describe, expect, it } from 'vitest';
import { Chain } from '../../../../devnet/chain/chain';
import { makeContext } from '../../../../devnet/chain/context';
import { GasMeter } from '../../../../devnet/chain/gas';
import { validatorAccount, validatorOperator, writeBaseGenesis } from '../../../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { addVote, tallyProposal } from '../../../../devnet/chain/modules/gov';
import { nonSplitOption } from '../../../../devnet/chain/modules/gov-options';
import { VOTE_OPTION } from '../../../../devnet/chain/modules/gov-tally';
import { delegate, getValidator, setValidator } from '../../../../devnet/chain/modules/staking';

const XYZ = 1_000_000n;
const now = new Date('2026-11-22T00:00:00Z');
let chain: Chain;
const ctx = () =>
  makeContext(chain.state, new GasMeter(), { height: chain.height() + 1, time: now, chainId: chain.chainId });
const no = nonSplitOption(VOTE_OPTION.NO);
const tallyOf3 = () => tallyProposal(chain.state, 3).tally;

beforeEach(() => {
  chain = new Chain({ contracts: [], bridgeAuthority: DEVNET_KEYS.faucet.address, clock: () => now });
  writeBaseGenesis(chain, new Date('2026-11-20T00:00:00Z'));
});

describe('the gov tally and jailed validators', () => {
  it('the genesis jailed validator (400,000 XYZ, unbonded) votes and nothing is counted', () => {
    const jailed = getValidator(chain.state, validatorOperator('validator-6'))!;
    expect(jailed).toMatchObject({ jailed: true, status: 'BOND_STATUS_UNBONDED' });
    expect(BigInt(jailed.tokens)).toBe(400_000n * XYZ);
    addVote(ctx(), 3n, validatorAccount('validator-6'), no, '');
    expect(tallyOf3().no).toBe('0');
    // The same vote from a bonded validator counts its 1,000,000 XYZ.
    addVote(ctx(), 3n, DEVNET_KEYS['validator-2'].address, no, '');
    expect(tallyOf3().no).toBe((1_000_000n * XYZ).toString());
  });

  it('a delegator of a jailed validator votes and that delegation carries no power', () => {
    const operator = validatorOperator('validator-6');
    delegate(ctx(), DEVNET_KEYS.alice.address, operator, { denom: 'uxyz', amount: (50n * XYZ).toString() });
    addVote(ctx(), 3n, DEVNET_KEYS.alice.address, no, '');
    expect(tallyOf3().no).toBe('0');
  });

  it('a validator jailed while still in the bonded set loses its vote at once', () => {
    const val2 = DEVNET_KEYS['validator-2'].address;
    addVote(ctx(), 3n, val2, no, '');
    expect(tallyOf3().no).toBe((1_000_000n * XYZ).toString());
    const operator = validatorOperator('validator-2');
    setValidator(chain.state, { ...getValidator(chain.state, operator)!, jailed: true });
    expect(tallyOf3().no).toBe('0');
  });
});
