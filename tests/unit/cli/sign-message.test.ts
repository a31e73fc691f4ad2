// sign-message / verify-message: what the terminal shows and asks before signing, the JSON a signature travels in,
// and verification of that JSON (or of the same facts as options) as Keplr's verifyADR36Amino.
import { Secp256k1Wallet } from '@cosmjs/amino';
import { fromHex } from '@cosmjs/encoding';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signMessageCommands } from '../../../cli/commands/sign-message';
import type { CommandContext } from '../../../cli/context';
import { CliFailure, createOutput } from '../../../cli/io/output';
import { makeAdr036SignDoc } from '../../../shared/adr036';
import type { SignedMessage } from '../../../shared/api/connect';

const [signCommand, verifyCommand] = signMessageCommands;
const MESSAGE = 'I own this account. 2026-11-27';

async function signedByCosmjs(message: string): Promise<SignedMessage> {
  const wallet = await Secp256k1Wallet.fromKey(fromHex('02'.repeat(32)), 'xyz');
  const [account] = await wallet.getAccounts();
  const { signature } = await wallet.signAmino(
    account!.address,
    makeAdr036SignDoc(account!.address, message),
  );
  return {
    signer: account!.address,
    message,
    signature: {
      pub_key: { type: 'tendermint/PubKeySecp256k1', value: signature.pub_key.value },
      signature: signature.signature,
    },
  };
}

function fakeContext(options: Record<string, string | boolean>, answer = 'yes') {
  const written = { out: '', err: '' };
  const calls: Array<[string, unknown]> = [];
  const ctx = {
    options,
    out: createOutput(
      { json: options.json === true, quiet: false },
      { out: (s) => (written.out += s), err: (s) => (written.err += s) },
    ),
    term: { ask: async () => answer },
    account: async () => ({ id: 'acc', name: 'Alice', address: 'xyz1alice' }),
    unlock: async () => {},
    async call(channel: string, payload: unknown) {
      calls.push([channel, payload]);
      return signedByCosmjs((payload as { message: string }).message);
    },
  } as unknown as CommandContext;
  return { ctx, written, calls };
}

describe('sign-message', () => {
  it('shows the whole message and the account, asks, then prints the signature JSON with --json', async () => {
    const { ctx, written, calls } = fakeContext({ json: true });
    await signCommand!.run(ctx, [MESSAGE]);
    expect(written.err).toBe('');
    expect(calls).toEqual([['connect/sign-message', { accountId: 'acc', message: MESSAGE }]]);
    expect(JSON.parse(written.out)).toMatchObject({
      message: MESSAGE,
      signature: { pub_key: { type: 'tendermint/PubKeySecp256k1' } },
    });
    const shown = fakeContext({});
    await signCommand!.run(shown.ctx, [MESSAGE]);
    expect(shown.written.err).toContain(`Message to sign as Alice (xyz1alice):\n${MESSAGE}`);
  });

  it('signs nothing when the person does not answer yes', async () => {
    const { ctx, calls } = fakeContext({}, 'no');
    await expect(signCommand!.run(ctx, [MESSAGE])).rejects.toMatchObject({ code: 'refused' });
    expect(calls).toEqual([]);
  });

  it('needs exactly one of the argument and --message-file', async () => {
    await expect(signCommand!.run(fakeContext({}).ctx, [])).rejects.toMatchObject({ code: 'usage' });
    await expect(signCommand!.run(fakeContext({ 'message-file': '/nope' }).ctx, ['x'])).rejects.toMatchObject(
      { code: 'usage' },
    );
  });
});

describe('verify-message', () => {
  it('accepts the JSON sign-message prints, and the same facts given as options', async () => {
    const signed = await signedByCosmjs(MESSAGE);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'xyz-verify-')), 'signed.json');
    writeFileSync(file, JSON.stringify(signed));
    const byFile = fakeContext({ json: true, file });
    await verifyCommand!.run(byFile.ctx, []);
    expect(JSON.parse(byFile.written.out)).toEqual({ valid: true, signer: signed.signer, message: MESSAGE });
    const byOptions = fakeContext({
      signer: signed.signer,
      pubkey: signed.signature.pub_key.value,
      signature: signed.signature.signature,
    });
    await verifyCommand!.run(byOptions.ctx, [MESSAGE]);
    expect(byOptions.written.out).toBe(`Valid: ${signed.signer} signed this message.\n`);
  });

  it('refuses another message, another signer, and a file that is not a signed message', async () => {
    const signed = await signedByCosmjs(MESSAGE);
    const options = {
      signer: signed.signer,
      pubkey: signed.signature.pub_key.value,
      signature: signed.signature.signature,
    };
    const tampered = verifyCommand!.run(fakeContext(options).ctx, [`${MESSAGE}!`]);
    await expect(tampered).rejects.toMatchObject({
      code: 'signature_invalid',
      message: expect.stringContaining('does not match'),
    });
    const wrongSigner = verifyCommand!.run(
      fakeContext({ ...options, signer: 'xyz1qurswpc8qurswpc8qurswpc8qurswpc8ekpyqy' }).ctx,
      [MESSAGE],
    );
    await expect(wrongSigner).rejects.toBeInstanceOf(CliFailure);
    await expect(wrongSigner).rejects.toMatchObject({ message: expect.stringContaining('not the signer') });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'xyz-verify-')), 'junk.json');
    writeFileSync(file, '{"hello":1}');
    await expect(verifyCommand!.run(fakeContext({ file }).ctx, [])).rejects.toMatchObject({ code: 'usage' });
  });
});
