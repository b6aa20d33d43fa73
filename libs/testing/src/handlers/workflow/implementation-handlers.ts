import { http, type AnyHandler } from 'msw';
import { ImplementationUpdateInput, MarkImplementedInput } from '@idea-portal/contracts';
import { addHistory, nowIso, refuseCreatorAssignee, workflowStep } from './case-store';
import { workflowUser } from './case-fixtures';
import { blankImplementation } from './review-handlers';

/** The person in charge updates the implementation and marks the idea implemented. */
export function createImplementationHandlers(u: (path: string) => string): AnyHandler[] {
  return [
    http.patch(
      u('/ideas/:id/implementation'),
      workflowStep({
        action: 'updateImplementation',
        schema: ImplementationUpdateInput,
        check: ({ input, idea }) => refuseCreatorAssignee(idea, input.inChargeOfImplementation, 'body.inChargeOfImplementation'),
        apply: ({ input, idea, case: c }) => {
          const i = (c.implementation ??= blankImplementation());
          if (input.status !== undefined && input.status !== i.status) {
            addHistory(idea.id, 'review', 'implementationStatus', i.status, input.status);
            i.status = input.status;
          }
          if (input.hint !== undefined) i.hint = input.hint;
          if (input.plannedDate !== undefined) i.plannedDate = input.plannedDate;
          if (input.priority !== undefined) i.priority = input.priority;
          if (input.inChargeOfImplementation !== undefined) i.inCharge = workflowUser(input.inChargeOfImplementation);
          i.updatedAt = nowIso();
        },
      }),
    ),
    http.post(
      u('/ideas/:id/implementation/done'),
      workflowStep({
        action: 'markImplemented',
        schema: MarkImplementedInput,
        apply: ({ input, idea, case: c }) => {
          const i = (c.implementation ??= blankImplementation());
          i.status = 'done';
          if (input.hint !== undefined) i.hint = input.hint;
          i.implementedAt = nowIso();
          i.updatedAt = i.implementedAt;
          addHistory(idea.id, 'review', 'implemented', null, i.implementedAt);
        },
      }),
    ),
  ];
}
