// The network profile's field rules (shared/network-rules.ts) are what the contract's schema checks: the settings form
// runs the rules without zod, core parses with the schema, and both refuse the same values with the same sentence.
import { describe, expect, it } from 'vitest';
import { networkProfileInputSchema } from '../../../shared/api/network';
import {
  chainIdProblem,
  httpUrlProblem,
  networkNameProblem,
  prefixProblem,
  type FieldRule,
} from '../../../shared/network-rules';

const PROFILE = {
  name: 'Main',
  chainId: 'xyz-1',
  dialect: 'spec',
  restUrl: 'https://rest.example',
  rpcUrl: 'https://rpc.example',
  backendUrl: 'https://api.example',
  prefix: 'xyz',
  coinType: 118,
  gasPrices: { low: '0.025', average: '0.03', high: '0.04' },
  denom: 'uxyz',
  launchpadAddress: null,
};

/** The schema's sentence for `value` in `field` of an otherwise valid profile, or null when the profile parses. */
function schemaProblem(field: keyof typeof PROFILE, value: string): string | null {
  const r = networkProfileInputSchema.safeParse({ ...PROFILE, [field]: value });
  return r.success ? null : (r.error.issues[0]?.message ?? 'refused without a message');
}

const CASES: Array<{ field: 'name' | 'chainId' | 'restUrl' | 'prefix'; rule: FieldRule; values: string[] }> =
  [
    {
      field: 'name',
      rule: networkNameProblem,
      values: [
        'Main',
        '  Padded  ',
        '',
        '   ',
        'x'.repeat(64),
        'x'.repeat(65),
        'evil\u202Egnp.exe',
        'tab\there',
      ],
    },
    {
      field: 'chainId',
      rule: chainIdProblem,
      values: ['xyz-1', 'cosmoshub-4', 'a.b_c-d', '', 'has space', 'ümlaut', 'x'.repeat(64), 'x'.repeat(65)],
    },
    {
      field: 'restUrl',
      rule: httpUrlProblem,
      values: [
        'https://rest.example',
        'http://127.0.0.1:1317',
        '  https://padded.example  ',
        'https://',
        'not a url',
        'ftp://files.example',
        'http:example.com',
        `https://long.example/${'a'.repeat(2048)}`,
      ],
    },
    {
      field: 'prefix',
      rule: prefixProblem,
      values: ['xyz', 'cosmos', '', 'XYZ', 'xyz1', 'a'.repeat(16), 'a'.repeat(17)],
    },
  ];

describe('network profile fields: the form rules and the contract schema agree', () => {
  for (const { field, rule, values } of CASES)
    it(`${field}: refuses the same values with the same sentence`, () => {
      const normalize = field === 'name' ? (v: string) => v.trim() : (v: string) => v;
      const ruled = values.map((v) => [v, rule(normalize(v))]);
      const schema = values.map((v) => [v, schemaProblem(field, v)]);
      expect(ruled).toEqual(schema);
    });
});

describe('network profile field rules', () => {
  it('accept the devnet-style values', () => {
    expect(networkNameProblem('Devnet')).toBeNull();
    expect(chainIdProblem('xyz-devnet-1')).toBeNull();
    expect(httpUrlProblem('http://127.0.0.1:1317')).toBeNull();
    expect(prefixProblem('xyz')).toBeNull();
  });

  it('say why a value is refused', () => {
    expect(chainIdProblem('has space')).toBe('Chain id may contain letters, digits, - _ .');
    expect(httpUrlProblem('not a url')).toBe('Must be a URL like http://127.0.0.1:1317.');
    expect(httpUrlProblem('ftp://files.example')).toBe('Must start with http:// or https://.');
    expect(prefixProblem('XYZ')).toBe('Prefix is lower-case letters.');
    expect(networkNameProblem('evil\u202Egnp')).toBe(
      'Names cannot contain hidden, direction-changing or control characters.',
    );
  });

  it('check a URL as it is kept: trimmed, without tabs or line breaks', () => {
    expect(httpUrlProblem('  https://padded.example\n')).toBeNull();
    const r = networkProfileInputSchema.safeParse({ ...PROFILE, restUrl: ' https://rest.exa\tmple ' });
    expect(r.success && r.data.restUrl).toBe('https://rest.example');
  });
});
