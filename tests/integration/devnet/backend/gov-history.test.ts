// A gov vote in the backend's history (B4) like any other tx: listed for the voter as "out", with the
// MsgVote message in gateway JSON, found through the indexer following the real devnet's blocks.
/* eslint-disable @typescript-eslint/no-explicit-any -- API bodies are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgVote } from 'cosmjs-types/cosmos/gov/v1/tx';
import type { RunningDevnet } from '../../../../devnet/index';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { broadcast, directSigner, getJson, produce, signDirect, testDevnet } from '../chain/support';
import { named } from '../../support/dialect';

describe('backend history: gov votes', () => {
  let devnet: RunningDevnet;

  beforeAll(async () => {
    devnet = await testDevnet({ backend: true });
    if (devnet.backendError) throw new Error(devnet.backendError);
  });
  afterAll(() => devnet?.stop());

  it("lists a vote in the voter's transactions as outgoing, with the vote message", async () => {
    const voter = await directSigner(DEVNET_KEYS['validator-2'].mnemonic);
    const tx = await signDirect(devnet, voter, {
      messages: [
        {
          typeUrl: named('/ledger.gov.v1.MsgVote'),
          value: MsgVote.encode({ proposalId: 3n, voter: voter.address, option: 4, metadata: '' }).finish(),
        },
      ],
      memo: 'veto',
    });
    const { code, txhash } = await broadcast(devnet, tx);
    expect(code).toBe(0);
    await produce(devnet);
    const { status, body } = await getJson(
      `${devnet.backendUrl}/api/wallet/transactions?address=${voter.address}`,
    );
    expect(status).toBe(200);
    const entry = body.transactions.find((t: any) => t.hash === txhash);
    expect(entry).toMatchObject({ code: 0, memo: 'veto', direction: 'out' });
    // getJson reads the answer back into spec names (after checking no spec name leaked into it).
    expect(entry.messages[0]).toEqual({
      '@type': '/ledger.gov.v1.MsgVote',
      proposal_id: '3',
      voter: voter.address,
      option: 'VOTE_OPTION_NO_WITH_VETO',
      metadata: '',
    });
  });
});
