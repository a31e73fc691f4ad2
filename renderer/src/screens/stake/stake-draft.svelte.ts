// What the Stake form acts on: the mode, the chosen validator, the redelegation target and the typed amount.
export type StakeMode = 'delegate' | 'undelegate' | 'redelegate';

export class StakeDraft {
  mode = $state<StakeMode>('delegate');
  /** The validator the form acts on (delegate target, or the source of undelegate / redelegate). */
  chosen = $state<string | null>(null);
  destination = $state('');
  amount = $state('');

  /** Opens the form in `mode` on `validator` with an empty amount and no destination. */
  start(mode: StakeMode, validator: string | null): void {
    this.mode = mode;
    this.chosen = validator;
    this.amount = '';
    this.destination = '';
  }
}
