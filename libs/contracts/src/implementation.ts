import { z } from 'zod';
import { Id, IsoDate } from './common';
import { Day, Text, Version } from './internal/workflow-fields';
import { objectError } from './internal/workflow-zod';
import { ImplementationStatus, Priority, WorkflowUser } from './workflow-vocabulary';

/** Implementation of an approved idea. */

/** The person in charge updates status, hint and planned date (and may hand over). */
export const ImplementationUpdateInput = z.strictObject(
  {
    status: ImplementationStatus.nullable().optional(),
    hint: Text.optional(),
    plannedDate: Day.nullable().optional(),
    priority: Priority.nullable().optional(),
    inChargeOfImplementation: Id.nullable().optional(),
    version: Version,
  },
  objectError,
);
export type ImplementationUpdateInput = z.infer<typeof ImplementationUpdateInput>;

/** Marks the idea implemented; it moves to the final decision. */
export const MarkImplementedInput = z.strictObject({ hint: Text.optional(), version: Version }, objectError);
export type MarkImplementedInput = z.infer<typeof MarkImplementedInput>;

export const Implementation = z.object({
  status: ImplementationStatus.nullable(),
  hint: z.string().nullable(),
  plannedDate: z.string().nullable(),
  priority: Priority.nullable(),
  inCharge: WorkflowUser.nullable(),
  implementedAt: IsoDate.nullable(),
  updatedAt: IsoDate,
});
export type Implementation = z.infer<typeof Implementation>;
