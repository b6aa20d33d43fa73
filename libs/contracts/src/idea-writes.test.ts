import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CommentInput,
  CommentListResponse,
  IdeaDraftInput,
  IdeaInput,
  IdeaUpdateInput,
  ideaValidationMessage,
  ideaValidationMessages,
  RevisionRequestInput,
} from './index';

const valid = {
  title: 'Solar roof on hall 3',
  description: 'The hall roof is unused and energy costs rise.',
  solution: 'Install photovoltaic panels on the roof of hall 3.',
  categoryId: 'cat-1',
};
const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('IdeaInput', () => {
  it('accepts a complete idea and applies defaults', () => {
    expect(IdeaInput.parse(valid)).toMatchObject({ visibility: 'organization', visibleTo: [], tags: [] });
  });

  it('reports i18n keys for every limit', () => {
    const r = IdeaInput.safeParse({
      title: 'abc',
      description: 'short',
      solution: 'x'.repeat(5001),
      tags: ['a', 'x'.repeat(31)],
      location: 'x'.repeat(101),
      bannerImage: 'javascript:alert(1)',
      visibility: 'people',
    });
    expect(messages(r)).toEqual(
      expect.arrayContaining([
        'title:validation.titleTooShort',
        'description:validation.descriptionTooShort',
        'solution:validation.solutionTooLong',
        'categoryId:validation.categoryRequired',
        'tags.0:validation.tagTooShort',
        'tags.1:validation.tagTooLong',
        'location:validation.fieldTooLong',
        'bannerImage:validation.bannerImageInvalid',
      ]),
    );
    expect(messages(IdeaInput.safeParse({ ...valid, visibility: 'people' }))).toEqual(['visibleTo:validation.visibleToRequired']);
    expect(messages(IdeaInput.safeParse({ ...valid, tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }))).toEqual(['tags:validation.tagsTooMany']);
    expect(messages(IdeaInput.safeParse({ ...valid, tags: ['AI', 'ai'] }))).toEqual(['tags:validation.tagsDuplicate']);
  });

  it('refuses unknown fields', () => {
    expect(messages(IdeaInput.safeParse({ ...valid, status: 'accepted' }))).toEqual([':validation.unknownField']);
  });

  it('accepts an https URL or an attachment id as banner image', () => {
    expect(IdeaInput.safeParse({ ...valid, bannerImage: 'https://example.com/a.png' }).success).toBe(true);
    expect(IdeaInput.safeParse({ ...valid, bannerImage: 'att_123' }).success).toBe(true);
  });
});

describe('IdeaDraftInput / IdeaUpdateInput', () => {
  it('a draft only needs a title of 3 characters', () => {
    expect(IdeaDraftInput.parse({ title: ' Abc ' })).toEqual({ title: 'Abc', visibility: 'organization', visibleTo: [] });
    expect(messages(IdeaDraftInput.safeParse({ title: 'ab' }))).toEqual(['title:validation.draftTitleTooShort']);
  });

  it('an update needs the version and adds no defaults', () => {
    expect(IdeaUpdateInput.parse({ version: 3, title: 'New title' })).toEqual({ version: 3, title: 'New title' });
    expect(messages(IdeaUpdateInput.safeParse({ title: 'New title' }))).toEqual(['version:validation.versionRequired']);
  });
});

describe('comments and revision requests', () => {
  it('limits text lengths', () => {
    expect(messages(CommentInput.safeParse({ text: '   ' }))).toEqual(['text:validation.commentRequired']);
    expect(messages(CommentInput.safeParse({ text: 'x'.repeat(2001) }))).toEqual(['text:validation.commentTooLong']);
    expect(messages(RevisionRequestInput.safeParse({ message: 'too short' }))).toEqual(['message:validation.revisionTooShort']);
  });

  it('a comment tree encodes', () => {
    const leaf = { id: '2', ideaId: 'i', parentId: '1', text: 'r', authorId: 'u', authorName: 'U', authorPicture: null, createdAt: 'x', deleted: false, replies: [] };
    const root = { ...leaf, id: '1', parentId: null, replies: [leaf] };
    const encoded = z.encode(CommentListResponse, { comments: [root], total: 2 }) as { comments: Array<{ replies: Array<{ id: string }> }> };
    expect(encoded.comments[0]!.replies[0]!.id).toBe('2');
  });
});

describe('ideaValidationMessages', () => {
  it('has a German text for every English key', () => {
    expect(Object.keys(ideaValidationMessages.de).sort()).toEqual(Object.keys(ideaValidationMessages.en).sort());
    expect(ideaValidationMessage('validation.titleTooShort', 'de')).toBe('Der Titel muss mindestens 5 Zeichen lang sein');
    expect(ideaValidationMessage('not.a.key')).toBe('not.a.key');
  });
});
