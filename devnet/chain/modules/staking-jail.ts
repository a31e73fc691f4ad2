// Devnet control behind POST /devnet/validators/jail: jails a validator as x/slashing would after downtime, and
// takes it out of the bonded set at once as the next end-block would (status UNBONDING, its tokens moved from the
// bonded to the not-bonded pool). From then on it earns no fee rewards and its votes carry no power.
import type { ExecContext } from '../context';
import {
  BONDED_POOL_ADDRESS,
  getValidator,
  isBonded,
  movePool,
  NOT_BONDED_POOL_ADDRESS,
  setValidator,
  STAKING_PARAMS,
  stakingError,
  type Validator,
} from './staking';

export function jailValidator(ctx: ExecContext, operator: string): Validator {
  const validator = getValidator(ctx.store, operator);
  if (!validator) throw stakingError(3);
  if (validator.jailed) return validator;
  const jailed: Validator = { ...validator, jailed: true };
  if (isBonded(validator)) {
    movePool(ctx, BONDED_POOL_ADDRESS, NOT_BONDED_POOL_ADDRESS, BigInt(validator.tokens));
    jailed.status = 'BOND_STATUS_UNBONDING';
    jailed.unbondingHeight = ctx.block.height;
    jailed.unbondingTime = new Date(
      ctx.block.time.getTime() + STAKING_PARAMS.unbondingTimeSeconds * 1000,
    ).toISOString();
  }
  setValidator(ctx.store, jailed);
  return jailed;
}
