// Comments and replies (site.md §7 "Discussion"; hoj-api-paths §6, §9.8). HTTP only: parse,
// authorise (sign-in and permissions here, per-comment rules through policies/discussion.ts in the
// service), call, present. DELETE /api/comment and /api/reply carry a JSON body, as HOJ's client sends.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp, routeOptions, readRoutes, commandRoutes } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { actorOfRequest, signedInActor } from '../../lib/auth/actor.js';
import { notFound } from '../../lib/errors.js';
import {
  commentBody,
  commentDeleteBody,
  commentLikeQuery,
  commentListVO,
  commentsQuery,
  commentVO,
  replyDto,
  replyListQuery,
  replyVO,
} from '@judge/shared/schemas/comment';
import { postingLimit } from '../../lib/posting-limit.js';
import { commentService } from './service.js';

const options = routeOptions(['comment']);

export async function commentRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = commentService(fastify.ctx);
  const me = signedInActor;

  const read = readRoutes(app, options, actorOfRequest);
  const command = commandRoutes(app, options, me);

  read(
    '/api/comments',
    'anon',
    'Comments of a discussion (did) or contest (cid), newest first, 20 a page unless `limit` says, each with its newest 3 replies; the caller’s likes',
    commentListVO,
    commentsQuery,
    (caller, q) => service.list(caller, q),
  );

  app.post(
    '/api/comment',
    options(
      { perm: 'comment_add' },
      'Comment on a discussion (did) or contest (cid); AC threshold for non-admins',
      commentVO,
      {
        body: commentBody,
      },
      postingLimit,
    ),
    async (req) => ok(await service.add(me(req), req.body), req.t('Comment_Successfully')),
  );

  command.delete(
    '/api/comment',
    'login',
    'Delete a comment and its replies: its author; admins outside contests, contest admins inside',
    { body: commentDeleteBody },
    'Delete_successfully',
    (caller, { body }) => service.remove(caller, body.id),
  );

  app.get(
    '/api/comment-like',
    options('login', 'Like a comment (cid = the comment id) once, or take the like back', z.null(), {
      querystring: commentLikeQuery,
    }),
    async (req) => {
      if (req.query.cid == null) throw notFound('Comment_Not_Exist');
      await service.like(me(req), req.query.cid, req.query.toLike);
      return ok(null, req.t(req.query.toLike ? 'Like_Successfully' : 'Cancel_Like_Successfully'));
    },
  );

  app.post(
    '/api/reply',
    options(
      { perm: 'reply_add' },
      'Reply to a comment, or to a reply of it (quoteType Reply, quoteId)',
      replyVO,
      {
        body: replyDto,
      },
      postingLimit,
    ),
    async (req) => ok(await service.addReply(me(req), req.body), req.t('Reply_Successfully')),
  );

  command.delete(
    '/api/reply',
    'login',
    'Delete a reply (ReplyDTO as a JSON body): its author; admins outside contests, contest admins inside',
    { body: replyDto },
    'Delete_successfully',
    (caller, { body }) => service.removeReply(caller, body.reply.id),
  );

  read(
    '/api/reply',
    'anon',
    'Every reply of a comment, newest first',
    z.array(replyVO),
    replyListQuery,
    (caller, q) => service.replies(caller, q.commentId),
  );
}
