import type { Database } from '@idea-portal/db';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../auth/caller';
import { getIdea } from './repository';

/** Answers the idea as the caller sees it, with its version as ETag. */
export async function sendIdea(reply: FastifyReply, db: Database, caller: Caller, ideaId: string, status = 200) {
  const idea = await getIdea(db, caller, ideaId);
  return reply.status(status).header('etag', `"${idea.version}"`).send(idea);
}
