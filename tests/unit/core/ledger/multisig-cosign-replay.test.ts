// A member's Ledger co-signs a shared-account proposal over APDUs: recorded from the emulated Cosmos app, the exchange
// carries the proposal's exact amino sign bytes; replayed byte for byte (@ledgerhq/hw-transport-mocker) it yields the
// same signature, which the wallet's signature check accepts for that member; a rejection replayed writes nothing.
import type Transport from '@ledgerhq/hw-transport';
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker';
import { toBase64, toHex } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { createMemberCard } from '../../../../electron/core/multisig/account';
import { addSignature } from '../../../../electron/core/multisig/collect';
import { cosignProposal } from '../../../../electron/core/multisig/cosign';
import { buildProposal, openProposal } from '../../../../electron/core/multisig/proposal';
import { draftBody } from '../../../../electron/core/offline/draft-body';
import { createLedgerDevice } from '../../../../electron/core/ledger/ledger-device';
import { createLedgerSigner } from '../../../../electron/core/ledger/ledger-signer';
import { LedgerEmulator } from '../../../support/ledger-emulator';

const emulator = new LedgerEmulator({
  mnemonic: 'test test test test test test test test test test test junk',
});

async function openedProposal() {
  const [own, other] = [await emulator.keyAt(0), await emulator.keyAt(1)];
  const card = createMemberCard({
    chainId: 'xyz-devnet-1',
    prefix: 'xyz',
    threshold: 2,
    members: [
      { pubkey: own.pubkey, name: 'Nano' },
      { pubkey: other.pubkey, name: 'Ben' },
    ],
    now: new Date(0),
  });
  const proposal = buildProposal({
    chainId: 'xyz-devnet-1',
    account: card.account,
    accountNumber: 12n,
    sequence: 3n,
    bodyBytes: draftBody({
      from: card.account.address,
      draft: { to: own.address, amount: '1.25', memo: 'replayed' },
      prefix: 'xyz',
      denom: 'uxyz',
      dialect: 'spec',
    }),
    fee: [{ denom: 'uxyz', amount: '5000' }],
    gasLimit: 200000n,
    dialect: 'spec',
    now: new Date(0),
  });
  return { opened: openProposal(proposal, 'spec'), own };
}

function recordingDevice(store: RecordStore) {
  return createLedgerDevice({
    open: async () => {
      const transport: Transport = await emulator.factory();
      const exchange = transport.exchange.bind(transport);
      transport.exchange = async (apdu) => {
        const out = await exchange(apdu);
        store.recordExchange(apdu, out);
        return out;
      };
      return transport;
    },
  });
}

const ref = (own: { pubkey: Uint8Array; address: string }) => ({
  hdIndex: 0,
  address: own.address,
  pubkey: toBase64(own.pubkey),
  prefix: 'xyz',
});

describe("a member's Ledger co-signs over recorded APDUs", () => {
  it('sends the exact sign bytes, and the replayed exchange gives the same accepted signature', async () => {
    const { opened, own } = await openedProposal();
    const store = new RecordStore();
    const recorded = await cosignProposal(
      opened,
      createLedgerSigner(recordingDevice(store), ref(own)),
      own.address,
      new Date(0),
    );
    const apdus = store.toString();
    expect(apdus).toContain(toHex(opened.signBytes.slice(0, 200)));

    const replay = RecordStore.fromString(apdus);
    const device = createLedgerDevice({ open: () => openTransportReplayer(replay) });
    const replayed = await cosignProposal(
      opened,
      createLedgerSigner(device, ref(own)),
      own.address,
      new Date(0),
    );
    replay.ensureQueueEmpty();
    expect(replayed).toEqual(recorded);
    expect(addSignature(opened, [], replayed)).toMatchObject([{ memberName: 'Nano' }]);
  });

  it('a rejection on the device (0x6986) writes no signature', async () => {
    const { opened, own } = await openedProposal();
    const store = new RecordStore();
    emulator.actions.push('reject');
    await expect(
      cosignProposal(opened, createLedgerSigner(recordingDevice(store), ref(own)), own.address, new Date(0)),
    ).rejects.toMatchObject({ details: { ledger: 'rejected' } });
    const replay = RecordStore.fromString(store.toString());
    const device = createLedgerDevice({ open: () => openTransportReplayer(replay) });
    await expect(
      cosignProposal(opened, createLedgerSigner(device, ref(own)), own.address, new Date(0)),
    ).rejects.toMatchObject({ details: { ledger: 'rejected', statusWord: '0x6986' } });
  });
});
