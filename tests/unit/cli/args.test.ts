// Argument parsing: positionals, --name value, --name=value, boolean flags and usage errors.
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../../cli/args';
import { findCommand } from '../../../cli/commands';
import { exitCodeForError } from '../../../cli/exit-codes';

describe('parseArgs', () => {
  it('separates positionals from options in any order', () => {
    expect(parseArgs(['send', '--to', 'xyz1abc', '--amount=1.5', '--yes', '--json'])).toEqual({
      positionals: ['send'],
      options: { to: 'xyz1abc', amount: '1.5', yes: true, json: true },
    });
  });

  it('reads -h as --help and stops options at --', () => {
    expect(parseArgs(['keys', '-h', '--', '--name'])).toEqual({
      positionals: ['keys', '--name'],
      options: { help: true },
    });
  });

  it('refuses an option without its value and a flag with one', () => {
    expect(() => parseArgs(['send', '--to'])).toThrow(UsageError);
    expect(() => parseArgs(['send', '--to', '--yes'])).toThrow(/--to needs a value/);
    expect(() => parseArgs(['--json=1'])).toThrow(/takes no value/);
  });

  it('takes any separate value that is not another --option, even "-5", "-h" or "--"', () => {
    expect(parseArgs(['send', '--amount', '-5', '--memo', '-h', '--to', '--', 'a'])).toEqual({
      positionals: ['send', 'a'],
      options: { amount: '-5', memo: '-h', to: '--' },
    });
    expect(() => parseArgs(['--to', '--x=1'])).toThrow(/--to needs a value/);
  });

  it('keeps single-dash words other than -h whole as positionals', () => {
    expect(parseArgs(['-x', '-hx', '-abc', '-', '--to='])).toEqual({
      positionals: ['-x', '-hx', '-abc', '-'],
      options: { to: '' },
    });
  });

  it('lets the last of a repeated option win and refuses malformed names', () => {
    expect(parseArgs(['--to', 'a', '--to', 'b']).options).toEqual({ to: 'b' });
    expect(() => parseArgs(['--Foo'])).toThrow('Unknown option --Foo.');
    expect(() => parseArgs(['--=x'])).toThrow('Unknown option --=x.');
  });
});

describe('findCommand', () => {
  it('picks the command by its words and leaves the rest as arguments', () => {
    const found = findCommand(['keys', 'rename', 'alice', 'Alice 2']);
    expect(found?.command.path).toEqual(['keys', 'rename']);
    expect(found?.args).toEqual(['alice', 'Alice 2']);
  });

  it('finds nothing for an unknown word', () => {
    expect(findCommand(['keys', 'steal'])).toBeNull();
    expect(findCommand(['frobnicate'])).toBeNull();
  });
});

describe('exit codes', () => {
  it('maps network trouble to 4, a refusal to 3 and other failures to 1', () => {
    expect(exitCodeForError('network')).toBe(4);
    expect(exitCodeForError('timeout')).toBe(4);
    expect(exitCodeForError('chain_id_mismatch')).toBe(4);
    expect(exitCodeForError('tx_rejected')).toBe(3);
    expect(exitCodeForError('wrong_password')).toBe(1);
    expect(exitCodeForError('insufficient_funds')).toBe(1);
  });
});
