// Chain REST #10-#14: node info, syncing, blocks, mint params (zero inflation) and gov params.
import type { Chain } from '../chain';
import { sha256 } from '../crypto';
import { toBech32 } from '@cosmjs/encoding';
import type { BlockRecord } from '../types';
import { invalidArgument, notFound } from './http';
import { route, type Route } from './router';

export const NODE_VERSION = { consensus: '0.37.4', app: '1.0.0-devnet', sdk: 'v0.47.7' } as const;
const ZERO_DEC = '0.000000000000000000';

function hashB64(text: string): string {
  return Buffer.from(sha256(new TextEncoder().encode(text))).toString('base64');
}

function hexToB64(hex: string): string {
  return Buffer.from(hex, 'hex').toString('base64');
}

function blockJson(chain: Chain, block: BlockRecord | undefined): Record<string, unknown> {
  const height = block?.height ?? 0;
  const time = block?.time ?? (chain.genesisTime() ?? new Date(0)).toISOString();
  const previous = height > 1 ? chain.blocks.block(height - 1) : undefined;
  const proposer = sha256(new TextEncoder().encode(`proposer/${height % 3}`)).slice(0, 20);
  const lastBlockId = {
    hash: previous ? hexToB64(previous.hash) : '',
    part_set_header: { total: previous ? 1 : 0, hash: previous ? hashB64(`parts/${previous.hash}`) : '' },
  };
  const header = (proposerAddress: string) => ({
    version: { block: '11', app: '0' },
    chain_id: chain.chainId,
    height: String(height),
    time,
    last_block_id: lastBlockId,
    last_commit_hash: hashB64(`commit/${height - 1}`),
    data_hash: hashB64(`data/${block?.hash ?? ''}`),
    validators_hash: hashB64('validators'),
    next_validators_hash: hashB64('validators'),
    consensus_hash: hashB64('consensus'),
    app_hash: hashB64(`app/${height}`),
    last_results_hash: hashB64(`results/${height}`),
    evidence_hash: hashB64('evidence'),
    proposer_address: proposerAddress,
  });
  const body = {
    data: { txs: (block?.txs ?? []).map((tx) => Buffer.from(tx.txBytes).toString('base64')) },
    evidence: { evidence: [] },
    last_commit: { height: String(Math.max(height - 1, 0)), round: 0, block_id: lastBlockId, signatures: [] },
  };
  return {
    block_id: {
      hash: block ? hexToB64(block.hash) : '',
      part_set_header: { total: 1, hash: hashB64(`parts/${block?.hash ?? ''}`) },
    },
    block: { header: header(Buffer.from(proposer).toString('base64')), ...body },
    sdk_block: { header: header(toBech32('xyzvalcons', proposer)), ...body },
  };
}

export function nodeRoutes(chain: Chain, info: { moniker: string; rpcAddress: () => string }): Route[] {
  return [
    route('GET', '/ledger/base/consensus/v1beta1/node_info', () => ({
      default_node_info: {
        protocol_version: { p2p: '8', block: '11', app: '0' },
        default_node_id: Buffer.from(
          sha256(new TextEncoder().encode(`node/${chain.chainId}`)).slice(0, 20),
        ).toString('hex'),
        listen_addr: 'tcp://0.0.0.0:26656',
        network: chain.chainId,
        version: NODE_VERSION.consensus,
        channels: '40202122233038606100',
        moniker: info.moniker,
        other: { tx_index: 'on', rpc_address: info.rpcAddress() },
      },
      application_version: {
        name: 'xyz',
        app_name: 'xyzd',
        version: NODE_VERSION.app,
        git_commit: '',
        build_tags: 'netgo,ledger',
        go_version: 'go version go1.21.6 linux/amd64',
        build_deps: [],
        [chain.names.sdkVersionKey]: NODE_VERSION.sdk,
      },
    })),
    route('GET', '/ledger/base/consensus/v1beta1/syncing', () => ({ syncing: chain.syncing })),
    route('GET', '/ledger/base/consensus/v1beta1/blocks/latest', () =>
      blockJson(chain, chain.blocks.latest()),
    ),
    route('GET', '/ledger/base/consensus/v1beta1/blocks/:height', ({ params }) => {
      const raw = params[0]!;
      if (!/^\d+$/.test(raw)) throw invalidArgument(`invalid height ${JSON.stringify(raw)}`);
      const height = Number(raw);
      const latest = chain.height();
      if (height > latest) throw invalidArgument(`requested block height is bigger then the chain length`);
      const block = chain.blocks.block(height);
      if (!block) throw notFound(`block ${height} not found`);
      return blockJson(chain, block);
    }),
    route('GET', '/ledger/mint/v1beta1/params', () => ({
      params: {
        mint_denom: 'uxyz',
        inflation_rate_change: ZERO_DEC,
        inflation_max: ZERO_DEC,
        inflation_min: ZERO_DEC,
        goal_bonded: '0.670000000000000000',
        blocks_per_year: '6311520',
      },
    })),
    route('GET', '/ledger/mint/v1beta1/inflation', () => ({
      inflation: Buffer.from(ZERO_DEC).toString('base64'),
    })),
    route('GET', '/ledger/mint/v1beta1/annual_provisions', () => ({
      annual_provisions: Buffer.from(ZERO_DEC).toString('base64'),
    })),
    route('GET', '/ledger/gov/v1/params/:type', ({ params }) => {
      const type = params[0]!;
      if (!['voting', 'deposit', 'tallying'].includes(type))
        throw invalidArgument(`${type} is not a valid parameter type`);
      return {
        voting_params: type === 'voting' ? { voting_period: '172800s' } : null,
        deposit_params:
          type === 'deposit'
            ? { min_deposit: [{ denom: 'uxyz', amount: '10000000' }], max_deposit_period: '172800s' }
            : null,
        tally_params:
          type === 'tallying'
            ? {
                quorum: '0.334000000000000000',
                threshold: '0.500000000000000000',
                veto_threshold: '0.334000000000000000',
              }
            : null,
        params: {
          min_deposit: [{ denom: 'uxyz', amount: '10000000' }],
          max_deposit_period: '172800s',
          voting_period: '172800s',
          quorum: '0.334000000000000000',
          threshold: '0.500000000000000000',
          veto_threshold: '0.334000000000000000',
          min_initial_deposit_ratio: ZERO_DEC,
          burn_vote_quorum: false,
          burn_proposal_deposit_prevote: false,
          burn_vote_veto: true,
        },
      };
    }),
  ];
}
