// Genesis grants of the well-known test accounts, so the wallet's Permissions screen has something real in both
// directions: a generic MsgSend grant with no expiry, one that expires a day after genesis (pruned by the first
// block past it, as a real chain does), a restake-style pair, a limited send grant and a fee allowance.
import type { ExecContext } from '../context';
import type { Coin } from '../types';
import { saveGrant } from './authz';
import { STAKE_AUTHZ_TYPE } from './authz-types';
import { handleGrantAllowance } from './feegrant';

const DAY_MS = 86_400_000;
const uxyz = (amount: bigint): Coin => ({ denom: 'uxyz', amount: amount.toString() });

export interface GenesisGrantAccounts {
  alice: string;
  bob: string;
  carol: string;
  dave: string;
  erin: string;
  /** The operator the restake grant may delegate to. */
  restakeValidator: string;
}

/** Writes the genesis grants at genesis time `ctx.block.time`. */
export function writeGenesisGrants(ctx: ExecContext, a: GenesisGrantAccounts): void {
  const MSG_URL = ctx.names.msgUrl;
  const after = (days: number) => new Date(ctx.block.time.getTime() + days * DAY_MS).toISOString();
  // alice lets bob send anything from her account, forever: the dangerous kind.
  saveGrant(ctx, a.alice, a.bob, { authorization: { type: 'generic', msg: MSG_URL.send }, expiration: null });
  // dave let erin send for a day only: expired once the chain is a day old.
  saveGrant(ctx, a.dave, a.erin, {
    authorization: { type: 'generic', msg: MSG_URL.send },
    expiration: after(1),
  });
  // alice's restake bot (carol) may delegate to one validator and claim rewards, for 180 days.
  const restake = after(180);
  saveGrant(ctx, a.alice, a.carol, {
    authorization: {
      type: 'stake',
      maxTokens: null,
      validators: { list: 'allow', addresses: [a.restakeValidator] },
      authorizationType: STAKE_AUTHZ_TYPE.DELEGATE,
    },
    expiration: restake,
  });
  saveGrant(ctx, a.alice, a.carol, {
    authorization: { type: 'generic', msg: MSG_URL.withdrawReward },
    expiration: restake,
  });
  // dave lets alice send up to 3 XYZ from his account, to anyone, for 90 days.
  saveGrant(ctx, a.dave, a.alice, {
    authorization: { type: 'send', spendLimit: [uxyz(3_000_000n)], allowList: [] },
    expiration: after(90),
  });
  // bob pays alice's fees up to 1 XYZ for 30 days.
  handleGrantAllowance(ctx, {
    kind: 'grantAllowance',
    granter: a.bob,
    grantee: a.alice,
    allowance: { type: 'basic', spendLimit: [uxyz(1_000_000n)], expiration: after(30) },
  });
}
