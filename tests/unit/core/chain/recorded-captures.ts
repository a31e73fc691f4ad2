// Where the recorded answers of real Cosmos SDK nodes come from (issue 28) and how a test reads one: each capture is
// a public gateway answer kept outside the repository (see tests/fixtures/cosmos-nodes/recorded/README.md), named
// here by its source commit, path, line range and the sha256 of its exact text, so a test reads only that text.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface CaptureSource {
  repo: string;
  commit: string;
  path: string;
  /** The chain and SDK version that answered, as the answer itself or its source says. */
  node: string;
}

export interface Capture {
  /** File name (without .json) in the captures folder. */
  name: string;
  /** The lines of the source file that hold the answer (a fenced JSON block, fences excluded). */
  lines: string;
  /** The request the source shows for it (path and query on the node's REST gateway). */
  request: string;
  /** sha256 (hex) of the answer's text: the lines above, each ending with a newline. */
  sha256: string;
}

/**
 * The REST API page of Stratos chain's docs (mesos/mainnet docs site source): real answers of a stratos-chain v0.12.0
 * node, Cosmos SDK v0.47.5 and CometBFT 0.37.2 (its node_info says so), pasted per route in March 2024.
 */
export const STRATOS_V047: CaptureSource = {
  repo: 'weichen-qsnetwork/stratosnet.github.io',
  commit: '1df12792c6f19bd65c70c55978e60e3724aa85ce',
  path: 'docs/docs-stratos-chain/stratos-chain-rest-apis.md',
  node: 'stratos-chain v0.12.0, cosmos-sdk v0.47.5, CometBFT 0.37.2 (chain id testchain, prefix st, denom wei)',
};

export const STRATOS_V047_CAPTURES: readonly Capture[] = [
  {
    name: 'stratos-v047-accounts-list',
    lines: '213-377',
    request: '/cosmos/auth/v1beta1/accounts',
    sha256: 'd133da9007ed7bd4eb510eed82d4c07ca65f2ce18859bcea3299e0c67c610109',
  },
  {
    name: 'stratos-v047-account',
    lines: '392-403',
    request: '/cosmos/auth/v1beta1/accounts/st1v33vxhmu9kp9yrncfldvt0zg9qlcepc75lyggk',
    sha256: 'a8dcb1a9b2d5798f393458bf81a1873d2cbbc10c65d09fc7d2304f9240e5e444',
  },
  {
    name: 'stratos-v047-balances',
    lines: '444-455',
    request: '/cosmos/bank/v1beta1/balances/st1pvyjzlhwrpgklu0044at4t6qh7m23k3kr2gsjh',
    sha256: 'ec9eace2e57846c992a4ca7ad9623248e3f652fd4fbf1ff79c1110937d4db4af',
  },
  {
    name: 'stratos-v047-supply',
    lines: '488-499',
    request: '/cosmos/bank/v1beta1/supply',
    sha256: 'a148b50f563de5f812e8de94267d99798184fad250d8288e9eb246580d7df4ec',
  },
  {
    name: 'stratos-v047-supply-by-denom',
    lines: '515-520',
    request: '/cosmos/bank/v1beta1/supply/by_denom?denom=wei',
    sha256: '970591acf0a76e26864683f519c5a2c8f73c88b20b212e670855eb84a4824de2',
  },
  {
    name: 'stratos-v047-community-pool',
    lines: '539-546',
    request: '/cosmos/distribution/v1beta1/community_pool',
    sha256: '995539e4ea80595e10722f1e13835e9d1874f0b13195877f1dc625c510f43a21',
  },
  {
    name: 'stratos-v047-rewards',
    lines: '563-581',
    request: '/cosmos/distribution/v1beta1/delegators/st1pvyjzlhwrpgklu0044at4t6qh7m23k3kr2gsjh/rewards',
    sha256: '76a7d4fee1296aa70c8e0bce077a392441e647bd14ebb2c95194fd6b77d461f3',
  },
  {
    name: 'stratos-v047-commission',
    lines: '657-666',
    request:
      '/cosmos/distribution/v1beta1/validators/stvaloper1pvyjzlhwrpgklu0044at4t6qh7m23k3k5xpswu/commission',
    sha256: 'eb960dd3297527bcbd9f92f0b26f67c295a4f419b5feb275866dcd32d47a2a25',
  },
  {
    name: 'stratos-v047-distribution-params',
    lines: '756-763',
    request: '/cosmos/distribution/v1beta1/params',
    sha256: '9643e22af3b03171bf7c1ea492fd0b1cc420e27614130502334a67cc12c6d9d3',
  },
  {
    name: 'stratos-v047-proposals',
    lines: '783-838',
    request: '/cosmos/gov/v1/proposals',
    sha256: '4de6a77a45178bfbd7a9cfd3187ac6a9eb78e40b9b32f2242ee00e599d8eb6ed',
  },
  {
    name: 'stratos-v047-proposal',
    lines: '929-977',
    request: '/cosmos/gov/v1/proposals/1',
    sha256: '74d8dda28828f3eb377486a824546befb1e1dbb179bb92c699f3619917d932b2',
  },
  {
    name: 'stratos-v047-vote',
    lines: '1083-1095',
    request: '/cosmos/gov/v1/proposals/1/votes/st1edp9gkppxzjvcg9nwheh6tp9rsgafatckfdl6m',
    sha256: 'd864c453afda08e81fd1b5bfffa69a6d0111e4ca378ed3d71cea2f6d01338ad4',
  },
  {
    name: 'stratos-v047-tally',
    lines: '1109-1116',
    request: '/cosmos/gov/v1/proposals/1/tally',
    sha256: 'dc7d02400cf206535b2b0446d146599edbeea144b4899f0deefe7d4227e667c5',
  },
  {
    name: 'stratos-v047-gov-params-deposit',
    lines: '1135-1164',
    request: '/cosmos/gov/v1/params/deposit',
    sha256: '7da9800958df1f939abfdb68e4110cf1338f74f21a3b8da11eb16d8955143c1f',
  },
  {
    name: 'stratos-v047-mint-params',
    lines: '1183-1192',
    request: '/cosmos/mint/v1beta1/params',
    sha256: 'd494d53f7f821afa3734a5825d53ffca51309ebe90229225eb7329b0ff378d2e',
  },
  {
    name: 'stratos-v047-mint-inflation',
    lines: '1206-1208',
    request: '/cosmos/mint/v1beta1/inflation',
    sha256: 'b9d028f276acb518a9819ca1d843e6b9a89e151f39843450c484535a170e0cdf',
  },
  {
    name: 'stratos-v047-validators',
    lines: '1326-1364',
    request: '/cosmos/staking/v1beta1/validators',
    sha256: 'b11223624ccfa5b3245738c22c52386131fc1f9ec63c2782fe56c5ea000ad33b',
  },
  {
    name: 'stratos-v047-validator',
    lines: '1379-1411',
    request: '/cosmos/staking/v1beta1/validators/stvaloper1edp9gkppxzjvcg9nwheh6tp9rsgafatcp9ylxs',
    sha256: '5ebdad40c89a2c5f77a1db9c0d2da1e452990e6c78c0d22fb643a7e120bdd72a',
  },
  {
    name: 'stratos-v047-delegations',
    lines: '1561-1579',
    request: '/cosmos/staking/v1beta1/delegations/st1edp9gkppxzjvcg9nwheh6tp9rsgafatckfdl6m',
    sha256: '0aff4d4bc47a8f8d27904b048e1d5c3cc008c30329868dd74fb822130065e334',
  },
  {
    name: 'stratos-v047-unbonding',
    lines: '1642-1663',
    request:
      '/cosmos/staking/v1beta1/delegators/st19tgvkz4d4uqv68ahn90vc4mhuh63g2l7u4ad6l/unbonding_delegations',
    sha256: '5cd6e78a7752ab49d15e30f4e5ca876a5ccdb0d26d43f2e30612a0951ffde94a',
  },
  {
    name: 'stratos-v047-staking-pool',
    lines: '1777-1782',
    request: '/cosmos/staking/v1beta1/pool',
    sha256: '122f16424dd5b48dfbc580a5a2d46cdf7086a37393dbcb653682b31c43b3b930',
  },
  {
    name: 'stratos-v047-staking-params',
    lines: '1797-1806',
    request: '/cosmos/staking/v1beta1/params',
    sha256: '9ab870711218077aa67203238e46840998e36a517aee8a0bb6f8c94dd24216f2',
  },
  {
    name: 'stratos-v047-latest-block',
    lines: '1900-2012',
    request: '/cosmos/base/tendermint/v1beta1/blocks/latest',
    sha256: '6d7dac23819ab362f67bddaf78b8a47009c73159e5c47f6417b408a20eb79a13',
  },
  {
    name: 'stratos-v047-block-3',
    lines: '2027-2143',
    request: '/cosmos/base/tendermint/v1beta1/blocks/3',
    sha256: '9dc219fdcac80c6396a2e04d40ce0e3a79c7e0fc41f7b708938110a8ad2b3b53',
  },
  {
    name: 'stratos-v047-node-info',
    lines: '2159-3158',
    request: '/cosmos/base/tendermint/v1beta1/node_info',
    sha256: 'f27b25ace12d85ac283a8b359695e355f48f4e36e7366f47798b42c87ea1d1ee',
  },
  {
    name: 'stratos-v047-syncing',
    lines: '3172-3174',
    request: '/cosmos/base/tendermint/v1beta1/syncing',
    sha256: '2a66c957221dca83d225389934c2ce004e42133ca7cd68c1a2acb90cf3ec4d2e',
  },
  {
    name: 'stratos-v047-search-txs',
    lines: '3259-3637',
    request: '/cosmos/tx/v1beta1/txs?events=tx.height=557',
    sha256: '1b1c78120fb18c5fca7c3af042d29e464b73744ce3cfb0986409639918b7dab0',
  },
  {
    name: 'stratos-v047-get-tx',
    lines: '3651-4023',
    request: '/cosmos/tx/v1beta1/txs/34E401829F23098FEA1F7B398CD9842A6010249F7720BAF1916A14077C97B3E7',
    sha256: 'f26ed9ba2125467ddee440bacfeb45806f503b295ee8219d0e874de386ef9645',
  },
];

const ROOT = path.join(__dirname, '../../../..');

/** Folders searched for capture files, first found wins: $XYZ_COSMOS_CAPTURES, the fixtures folder, ../shared. */
export function captureFolders(): string[] {
  const fromEnv = process.env.XYZ_COSMOS_CAPTURES;
  return [
    ...(fromEnv ? [fromEnv] : []),
    path.join(ROOT, 'tests/fixtures/cosmos-nodes/recorded'),
    path.join(ROOT, '../shared/cosmos-node-captures'),
  ];
}

const fileOf = (capture: Capture, folder: string) => path.join(folder, `${capture.name}.json`);

/** The folder holding every one of `captures`, or null when none does (then the tests reading them are skipped). */
export function captureFolder(captures: readonly Capture[]): string | null {
  return captureFolders().find((folder) => captures.every((c) => existsSync(fileOf(c, folder)))) ?? null;
}

/** The capture's JSON, after checking its text is exactly the recorded one (sha256). */
export function readCapture(folder: string, capture: Capture): unknown {
  const text = readFileSync(fileOf(capture, folder), 'utf8');
  const digest = createHash('sha256').update(text).digest('hex');
  if (digest !== capture.sha256) {
    throw new Error(
      `${capture.name}.json is not the recorded answer (sha256 ${digest}, expected ${capture.sha256})`,
    );
  }
  return JSON.parse(text) as unknown;
}
