// The devnet's genesis validator set: five bonded validators of different sizes and commissions with
// full descriptions, one jailed (unbonded) and one unbonding. The first three use the devnet keys.
import type { BondStatus } from './modules/staking';

const XYZ = 1_000_000n;

export interface GenesisValidator {
  /** Devnet key name (validator-1..3) or a name whose account is derived deterministically. */
  name: string;
  moniker: string;
  identity: string;
  website: string;
  securityContact: string;
  details: string;
  /** Self-delegation in uxyz (= the validator's tokens at genesis). */
  selfDelegation: bigint;
  commissionRate: string;
  maxRate: string;
  maxChangeRate: string;
  status: BondStatus;
  jailed: boolean;
}

export const GENESIS_VALIDATORS: readonly GenesisValidator[] = [
  {
    name: 'validator-1',
    moniker: 'Aurora Staking',
    identity: 'A1B2C3D4E5F60708',
    website: 'https://aurora-staking.example',
    securityContact: 'security@aurora-staking.example',
    details: 'Community validator since genesis. Bare-metal servers in two regions, sentry architecture.',
    selfDelegation: 1_000_000n * XYZ,
    commissionRate: '0.050000000000000000',
    maxRate: '0.200000000000000000',
    maxChangeRate: '0.010000000000000000',
    status: 'BOND_STATUS_BONDED',
    jailed: false,
  },
  {
    name: 'validator-2',
    moniker: 'Borealis Node',
    identity: '',
    website: 'https://borealis.example',
    securityContact: '',
    details: 'Run by a small team of infrastructure engineers.',
    selfDelegation: 1_000_000n * XYZ,
    commissionRate: '0.100000000000000000',
    maxRate: '0.250000000000000000',
    maxChangeRate: '0.020000000000000000',
    status: 'BOND_STATUS_BONDED',
    jailed: false,
  },
  {
    name: 'validator-3',
    moniker: 'Cascade Validator',
    identity: '0F1E2D3C4B5A6978',
    website: 'https://cascade-validator.example',
    securityContact: 'ops@cascade-validator.example',
    details: 'Carbon-neutral hosting; 99.9% uptime over the last year.',
    selfDelegation: 1_000_000n * XYZ,
    commissionRate: '0.075000000000000000',
    maxRate: '0.200000000000000000',
    maxChangeRate: '0.010000000000000000',
    status: 'BOND_STATUS_BONDED',
    jailed: false,
  },
  {
    name: 'validator-4',
    moniker: 'Delta Nodes',
    identity: '',
    website: 'https://deltanodes.example',
    securityContact: 'security@deltanodes.example',
    details: 'The largest validator on the devnet. High commission, professional operations.',
    selfDelegation: 2_500_000n * XYZ,
    commissionRate: '0.200000000000000000',
    maxRate: '0.500000000000000000',
    maxChangeRate: '0.050000000000000000',
    status: 'BOND_STATUS_BONDED',
    jailed: false,
  },
  {
    name: 'validator-5',
    moniker: 'Ember Labs',
    identity: '',
    website: '',
    securityContact: '',
    details: 'Low commission, small and independent.',
    selfDelegation: 600_000n * XYZ,
    commissionRate: '0.010000000000000000',
    maxRate: '0.100000000000000000',
    maxChangeRate: '0.010000000000000000',
    status: 'BOND_STATUS_BONDED',
    jailed: false,
  },
  {
    name: 'validator-6',
    moniker: 'Fjord Stake',
    identity: '',
    website: 'https://fjordstake.example',
    securityContact: '',
    details: 'Jailed for downtime; not in the active set.',
    selfDelegation: 400_000n * XYZ,
    commissionRate: '0.100000000000000000',
    maxRate: '0.200000000000000000',
    maxChangeRate: '0.010000000000000000',
    status: 'BOND_STATUS_UNBONDED',
    jailed: true,
  },
  {
    name: 'validator-7',
    moniker: 'Glacier Ops',
    identity: '',
    website: 'https://glacier-ops.example',
    securityContact: 'security@glacier-ops.example',
    details: 'Leaving the active set (unbonding).',
    selfDelegation: 300_000n * XYZ,
    commissionRate: '0.150000000000000000',
    maxRate: '0.300000000000000000',
    maxChangeRate: '0.030000000000000000',
    status: 'BOND_STATUS_UNBONDING',
    jailed: false,
  },
];

/** How long after genesis the unbonding genesis validator says it finishes (validator-set changes are not simulated). */
export const GENESIS_VALIDATOR_UNBONDING_SECONDS = 14 * 86_400;
