// Specification of what the "broadcast signed transaction" box accepts: a file's JSON, QR frames or base64 bytes.
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../shared/errors';
import { serializeEnvelope } from '../../../shared/offline/parse-envelope';
import { splitIntoFrames } from '../../../shared/offline/qr-frames';
import { signOffline } from '../../../electron/core/offline/offline-sign';
import { readSignedInput } from '../../../electron/core/offline/read-signed-input';
import { NOW, PARAMS, sendBody, signingKeyOf } from './fixtures';

async function envelope() {
  const key = await signingKeyOf('alice');
  return (await signOffline({ key, bodyBytes: sendBody(), params: PARAMS, dialect: 'spec', now: NOW }))
    .envelope;
}

function reasonOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    return (error as WalletError).details?.reason;
  }
  throw new Error('expected a refusal');
}

describe('the broadcast input', () => {
  it('takes a saved file, even with a byte-order mark and Windows line endings', async () => {
    const env = await envelope();
    const text = `\uFEFF${serializeEnvelope(env).replace(/\n/g, '\r\n')}`;
    const input = readSignedInput(text);
    expect(input.source === 'file' && input.verified.txHash).toBe(env.tx_hash);
  });

  it('takes QR frames pasted one per line, in any order', async () => {
    const env = await envelope();
    const frames = splitIntoFrames(JSON.stringify(env), 200).reverse().join('\r\n');
    const input = readSignedInput(frames);
    expect(input.source === 'file' && input.verified.txHash).toBe(env.tx_hash);
  });

  it('takes bare base64 bytes wrapped over several lines', async () => {
    const env = await envelope();
    const wrapped = env.tx_bytes.replace(/(.{60})/g, '$1\n');
    const input = readSignedInput(wrapped);
    expect(input.source).toBe('base64');
  });

  it('refuses an incomplete set of frames, an empty box and text that is none of these', async () => {
    const env = await envelope();
    const frames = splitIntoFrames(JSON.stringify(env), 200);
    expect(reasonOf(() => readSignedInput(frames.slice(1).join('\n')))).toBe('missing_frames');
    expect(reasonOf(() => readSignedInput('   \n '))).toBe('empty_file');
    expect(reasonOf(() => readSignedInput('hello world!'))).toBe('not_base64');
  });
});
