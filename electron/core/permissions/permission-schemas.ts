// zod schemas of the x/authz and x/feegrant REST replies (grants by granter or grantee, fee allowances both ways).
// Authorizations and allowances are Any JSON (`@type` plus fields); their fields are read by permission-model.ts.
import { z } from 'zod';
import { paginationSchema } from '../chain/chain-schemas';

const anyJson = z.looseObject({ '@type': z.string().min(1) });

export const grantAuthorizationSchema = z.object({
  granter: z.string().min(1),
  grantee: z.string().min(1),
  authorization: anyJson.nullable(),
  expiration: z.string().nullable().optional(),
});
export type GrantAuthorizationJson = z.output<typeof grantAuthorizationSchema>;

export const grantsPageSchema = z.object({
  grants: z
    .array(grantAuthorizationSchema)
    .nullish()
    .transform((list) => list ?? []),
  pagination: paginationSchema,
});

export const allowanceGrantSchema = z.object({
  granter: z.string().min(1),
  grantee: z.string().min(1),
  allowance: anyJson.nullable(),
});
export type AllowanceGrantJson = z.output<typeof allowanceGrantSchema>;

export const allowancesPageSchema = z.object({
  allowances: z
    .array(allowanceGrantSchema)
    .nullish()
    .transform((list) => list ?? []),
  pagination: paginationSchema,
});
