import { http, HttpResponse, type AnyHandler } from 'msw';
import { CategoryListResponse } from '@idea-portal/contracts';
import { mockDb } from '../mock-db';
import type { UrlOf } from './http-utils';

/** GET /categories: what the idea form offers. */
export function createCategoryHandlers(u: UrlOf): AnyHandler[] {
  return [http.get(u('/categories'), () => HttpResponse.json(CategoryListResponse.parse({ categories: mockDb.categories })))];
}
