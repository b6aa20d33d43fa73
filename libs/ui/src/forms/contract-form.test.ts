import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractErrors } from './contract-form';

const Input = z.strictObject({
  isValidIdea: z.boolean({ error: 'validation.validityRequired' }),
  tags: z.array(z.string().max(3, { error: 'validation.tagTooLong' })),
  reason: z.string().min(1, { error: 'validation.reasonRequired' }).min(3, { error: 'validation.tooShort' }),
});

const issues = (value: unknown) => {
  const result = Input.safeParse(value);
  return result.success ? [] : result.error.issues;
};

describe('contractErrors', () => {
  it('keeps the first issue of each top-level field, as the contract key', () => {
    expect(contractErrors(issues({ isValidIdea: true, tags: ['ok', 'far too long', 'also too long'], reason: '' }))).toEqual({
      tags: 'validation.tagTooLong',
      reason: 'validation.reasonRequired',
    });
  });

  it("puts an issue under the form's name for a field where it differs, and a pathless one under form", () => {
    expect(contractErrors(issues({ tags: [], reason: 'fine' }), { isValidIdea: 'validity' })).toEqual({ validity: 'validation.validityRequired' });
    expect(contractErrors([{ path: [], message: 'validation.invalidType' }])).toEqual({ form: 'validation.invalidType' });
  });

  it('keeps the whole path below a group of fields named nested', () => {
    const premium = [
      { path: ['premiumInputs', 'implementationCosts'], message: 'validation.premium.negative' },
      { path: ['premiumInputs', 'levels', 'scope'], message: 'validation.premium.unknownLevel' },
      { path: ['comment'], message: 'validation.tooLong' },
    ];
    expect(contractErrors(premium, {}, ['premiumInputs'])).toEqual({
      'premiumInputs.implementationCosts': 'validation.premium.negative',
      'premiumInputs.levels.scope': 'validation.premium.unknownLevel',
      comment: 'validation.tooLong',
    });
    expect(contractErrors(premium)).toEqual({ premiumInputs: 'validation.premium.negative', comment: 'validation.tooLong' });
  });

  it('has nothing to say about a valid request', () => {
    expect(contractErrors(issues({ isValidIdea: false, tags: ['a'], reason: 'because' }))).toEqual({});
  });
});
