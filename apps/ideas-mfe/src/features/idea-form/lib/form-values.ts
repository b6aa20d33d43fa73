import type { Idea, Visibility } from '@idea-portal/contracts';

/** What the form edits (strings for inputs; converted to the contracts' shapes by `toPayload`). */
export interface IdeaFormValues {
  title: string;
  description: string;
  solution: string;
  categoryId: string | null;
  tags: string[];
  innovationArea: string;
  material: string;
  function: string;
  location: string;
  bannerImage: string;
  visibility: Visibility;
  visibleTo: string[];
}

export const emptyValues = (): IdeaFormValues => ({
  title: '',
  description: '',
  solution: '',
  categoryId: null,
  tags: [],
  innovationArea: '',
  material: '',
  function: '',
  location: '',
  bannerImage: '',
  visibility: 'organization',
  visibleTo: [],
});

export function toFormValues(idea: Idea): IdeaFormValues {
  return {
    title: idea.title,
    description: idea.description,
    solution: idea.solution,
    categoryId: idea.categoryId ?? null,
    tags: [...idea.tags],
    innovationArea: idea.innovationArea ?? '',
    material: idea.material ?? '',
    function: idea.function ?? '',
    location: idea.location ?? '',
    bannerImage: idea.bannerImage ?? '',
    visibility: idea.visibility,
    visibleTo: [...(idea.visibleTo ?? [])],
  };
}

const opt = (s: string) => (s.trim() ? s.trim() : null);

/** The request body fields (IdeaDraftInput / IdeaInput / IdeaUpdateInput without version). */
export function toPayload(v: IdeaFormValues) {
  return {
    title: v.title,
    description: v.description,
    solution: v.solution,
    categoryId: v.categoryId || null,
    tags: v.tags,
    innovationArea: opt(v.innovationArea),
    material: opt(v.material),
    function: opt(v.function),
    location: opt(v.location),
    bannerImage: opt(v.bannerImage),
    visibility: v.visibility,
    visibleTo: v.visibility === 'people' ? v.visibleTo : [],
  };
}
