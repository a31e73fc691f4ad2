// sign-message and verify-message: ADR-036 signed messages (Keplr's signArbitrary / verifyADR36Amino), text only.
import { fromBase64 } from '@cosmjs/encoding';
import { verifyAdr036 } from '../../shared/adr036';
import { fromBech32 } from '../../shared/bech32';
import type { SignedMessage } from '../../shared/api/connect';
import { stringOption, type CommandContext } from '../context';
import { readInputFile } from '../io/files';
import { CliFailure, usageFailure } from '../io/output';
import { confirmOrRefuse } from './keys';
import type { Command } from './types';

/** The message from the positional or --message-file (exactly one), as text. */
function messageOf(ctx: CommandContext, args: string[]): string {
  const file = stringOption(ctx.options, 'message-file');
  if ((file === undefined) === (args[0] === undefined))
    throw usageFailure('Give the message as one argument or with --message-file <file>, not both.');
  if (file === undefined) return args[0]!;
  const bytes = readInputFile(file);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) throw usageFailure('The message file is not UTF-8 text.');
  return text;
}

function base64Option(ctx: CommandContext, name: string): Uint8Array {
  const text = stringOption(ctx.options, name);
  if (text === undefined) throw usageFailure(`--${name} <base64> is required (or --file <signed.json>).`);
  try {
    return fromBase64(text);
  } catch {
    throw usageFailure(`--${name} is not base64.`);
  }
}

/** What verify-message checks: from --file (sign-message's --json output) or from the options and positional. */
function claimOf(ctx: CommandContext, args: string[]) {
  const file = stringOption(ctx.options, 'file');
  if (file === undefined) {
    const signer = stringOption(ctx.options, 'signer');
    if (signer === undefined) throw usageFailure('--signer <address> is required (or --file <signed.json>).');
    return {
      signer,
      message: messageOf(ctx, args),
      pubkey: base64Option(ctx, 'pubkey'),
      signature: base64Option(ctx, 'signature'),
    };
  }
  if (args.length > 0) throw usageFailure('With --file, give no message argument.');
  let signed: SignedMessage;
  try {
    signed = JSON.parse(readInputFile(file).toString('utf8')) as SignedMessage;
    return {
      signer: String(signed.signer),
      message: String(signed.message),
      pubkey: fromBase64(String(signed.signature.pub_key.value)),
      signature: fromBase64(String(signed.signature.signature)),
    };
  } catch {
    throw usageFailure('The file is not a signed message (the JSON that sign-message --json prints).');
  }
}

const VERIFY_PROBLEMS = {
  bad_signer: 'The signer is not an address.',
  signer_not_key: 'The public key is not the signer’s: the message was not signed by this address.',
  bad_pubkey: 'The public key is not a compressed secp256k1 key.',
  bad_signature: 'The signature does not match this message and key.',
} as const;

export const signMessageCommands: Command[] = [
  {
    path: ['sign-message'],
    summary: 'Sign a text message (ADR-036, as Keplr signArbitrary) to prove you hold an account.',
    usage: 'sign-message <text> | --message-file <file> [--account <account>] [--yes]',
    options: [
      '--message-file <file>  sign the UTF-8 text of this file instead of the argument',
      '--account <account>    the signing account (default: the active one)',
    ],
    maxArgs: 1,
    async run(ctx, args) {
      const message = messageOf(ctx, args);
      const account = await ctx.account();
      ctx.out.note(`Message to sign as ${account.name} (${account.address}):\n${message}\n`);
      await confirmOrRefuse(ctx, 'Sign this message? (yes/no) ');
      await ctx.unlock();
      const signed = await ctx.call<SignedMessage>('connect/sign-message', {
        accountId: account.id,
        message,
      });
      ctx.out.result(signed, () =>
        [
          `Signer:     ${signed.signer}`,
          `Public key: ${signed.signature.pub_key.value}`,
          `Signature:  ${signed.signature.signature}`,
        ].join('\n'),
      );
    },
  },
  {
    path: ['verify-message'],
    summary: 'Check an ADR-036 signed message (as Keplr verifyADR36Amino).',
    usage: 'verify-message --file <signed.json> | --signer <address> --pubkey <b64> --signature <b64> <text>',
    options: [
      '--file <signed.json>   the JSON that sign-message --json printed',
      '--signer <address>     the address that claims to have signed',
      '--pubkey <base64>      its compressed public key',
      '--signature <base64>   the 64-byte signature',
      '--message-file <file>  the signed text from a file instead of the argument',
    ],
    maxArgs: 1,
    async run(ctx, args) {
      const claim = claimOf(ctx, args);
      let prefix: string;
      try {
        prefix = fromBech32(claim.signer).prefix;
      } catch {
        throw new CliFailure('signature_invalid', VERIFY_PROBLEMS.bad_signer);
      }
      const result = verifyAdr036(prefix, claim.signer, claim.message, claim.pubkey, claim.signature);
      if (!result.ok) throw new CliFailure('signature_invalid', VERIFY_PROBLEMS[result.problem]);
      ctx.out.result(
        { valid: true, signer: claim.signer, message: claim.message },
        () => `Valid: ${claim.signer} signed this message.`,
      );
    },
  },
];
