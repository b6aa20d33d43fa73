import { z } from 'zod';
import { msg, objectError } from './internal/workflow-zod';
import { WORKFLOW_LIMITS } from './workflow-values';

/** Functions of a user beside the application role. */

/**
 * Functions beside the application role: the works council and the idea manager see the
 * tariff/salary group (the API omits it for everyone else).
 */
export const USER_FUNCTIONS = ['worksCouncil', 'ideaManager'] as const;
export const UserFunction = z.enum(USER_FUNCTIONS);
export type UserFunction = z.infer<typeof UserFunction>;

/** PUT /admin/users/{id}/functions (ADMIN): the user's functions and tariff/salary group. */
export const UserFunctionsInput = z.strictObject(
  {
    functions: z.array(UserFunction, msg('validation.invalidType')).max(USER_FUNCTIONS.length, msg('validation.invalidType')),
    tariffGroup: z.string(msg('validation.invalidType')).trim().max(WORKFLOW_LIMITS.tariffGroupMax, msg('validation.tariffGroupTooLong')).nullable().optional(),
  },
  objectError,
);
export type UserFunctionsInput = z.infer<typeof UserFunctionsInput>;

export const UserFunctions = z.object({
  userId: z.string(),
  functions: z.array(UserFunction),
  /** Omitted unless the caller is works council or idea manager. */
  tariffGroup: z.string().nullable().optional(),
});
export type UserFunctions = z.infer<typeof UserFunctions>;
