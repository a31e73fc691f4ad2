// The contract lists the update/* channels, each taking exactly `{}` (strict: unknown keys are rejected).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { CHANNELS, CHANNEL_NAMES, type ResponseOf } from '../../../../shared/api';
import type { UpdateStateView } from '../../../../shared/api/update';
import { ERROR_CODES } from '../../../../shared/errors';

const UPDATE_CHANNELS = ['update/status', 'update/check', 'update/download', 'update/install'] as const;

describe('update channels in the contract', () => {
  it('lists exactly the four update channels', () => {
    expect(CHANNEL_NAMES.filter((name) => name.startsWith('update/')).sort()).toEqual(
      [...UPDATE_CHANNELS].sort(),
    );
  });

  it.each(UPDATE_CHANNELS)('%s accepts only an empty object', (channel) => {
    const schema = CHANNELS[channel].request as z.ZodType;
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ force: true }).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
    expect(schema.safeParse('check').success).toBe(false);
  });

  it('answers the update state and has a code for hosts without an updater', () => {
    expectTypeOf<ResponseOf<'update/check'>>().toEqualTypeOf<UpdateStateView>();
    expect(ERROR_CODES).toContain('unavailable');
  });
});
