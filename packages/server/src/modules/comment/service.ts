// Comments and replies on discussions (`did`) and on contests (`cid`) (site.md §4, §5, §6;
// hoj-behaviour §9): the page of comments with their newest three replies and the caller's likes,
// posting (content rule, AC threshold of the switches), deleting (author; admins outside contests,
// contest admins inside), likes, replies to a comment or to a reply, and the reminders they send.
import {
  ContestAuth,
  canComment,
  canDeleteComment,
  canReply,
  canReplyInContest,
  type Actor,
} from '@judge/shared';
import { REPLIES_SHOWN, checkCommentContent, type ReplyDto } from '@judge/shared/schemas/comment';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/types.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { recordReminder, type Reminder } from '../message/remind.js';
import { authorsOf } from '../discussion/authors.js';
import { postingRules } from '../discussion/posting.js';
import { discussionService } from '../discussion/service.js';
import { discussionUrl } from '../discussion/presenter.js';
import { withCommunity, type CommentRowDb, type DBWithCommunity } from '../discussion/tables.js';
import { presentComment, presentReply } from './presenter.js';
import { contestAccess, contestAdminUids } from '../contest/access.js';
import { wordFilter } from '../discussion/word-filter.js';

/** Where a comment lives: a discussion, or a contest with the caller's standing in it. */
type Source =
  | {
      kind: 'discussion';
      did: number;
      uid: string;
      title: string;
      url: string;
      /** On a group discussion: may the caller moderate it (its group's admins); null on the site's. */
      groupAdmin: boolean | null;
    }
  | {
      kind: 'contest';
      cid: number;
      title: string;
      ownerUid: string | null;
      gid: number | null;
      contestAdmin: boolean;
      running: boolean;
    };

export function commentService(ctx: AppContext) {
  const { db: base, cols } = ctx.database;
  const db = withCommunity(base);
  const posting = postingRules(ctx);
  const discussions = discussionService(ctx);
  // The recipient's open stream hears of it (message/live.ts; its notice waits a few ms, past this
  // transaction's commit, and the stream's watcher catches a slower commit).
  const remind = async (tx: Transaction<DBWithCommunity>, r: Reminder) => {
    const id = await recordReminder(tx as unknown as Transaction<DB>, r);
    if (id != null) ctx.userEvents.changed(r.recipientId);
    return id;
  };

  /** The discussion or contest of a call, checked: switch, existence, the caller's access. */
  async function sourceOf(
    actor: Actor | null,
    ref: { did?: number | null; cid?: number | null },
  ): Promise<Source> {
    if ((ref.did == null) === (ref.cid == null)) throw badRequest('Comment_Source_Required');
    if (ref.did != null) {
      // The switch of the discussion's area, and a group's discussion for its members only.
      const { d, rights, inGroup } = await discussions.access(ref.did, actor);
      return {
        kind: 'discussion',
        did: Number(d.id),
        uid: d.uid,
        title: d.title,
        url: discussionUrl(d),
        groupAdmin: inGroup ? rights.moderate : null,
      };
    }
    const cid = ref.cid!;
    // The contest's own access rule (contest/access.ts): hidden contests for their admins only, a
    // group's contest for its members only; admins are the contest's (creator, roots, group roots).
    const a = await contestAccess(ctx.database, actor, cid, 'info');
    const admin = a.admin;
    if (!admin && !(await ctx.siteConfig.switches()).openContestComment)
      throw forbidden('No_Access_There_is_no_open_contest_comment_area_on_the_website');
    if (!admin && a.contest.auth !== ContestAuth.PUBLIC && !a.registered)
      throw forbidden('Contest_Not_Registered');
    return {
      kind: 'contest',
      cid,
      title: a.contest.title,
      ownerUid: a.contest.uid,
      gid: a.contest.gid,
      contestAdmin: admin,
      running: a.ref.startTime <= a.now && a.now < a.ref.endTime,
    };
  }

  async function findComment(id: number): Promise<CommentRowDb> {
    const c = await db.selectFrom('comment').selectAll().where('id', '=', id).executeTakeFirst();
    if (!c) throw notFound('Comment_Not_Exist');
    return c;
  }

  const sourceOfComment = (actor: Actor | null, c: CommentRowDb) =>
    sourceOf(actor, { did: c.did, cid: c.cid });

  const words = wordFilter(ctx.config.dataDir);
  /** The checked text as it is saved: the sensitive-word filter applied unless root or admin wrote it. */
  function content(actor: Actor, raw: string | null | undefined) {
    const checked = checkCommentContent(raw);
    if (!checked.ok) throw badRequest(checked.issue.key, checked.issue.params);
    return words.filterUserText(actor, checked.value);
  }

  /** Adds `n` (may be negative) to a discussion's comment count. */
  const countOn = (tx: Kysely<DBWithCommunity>, did: number | null, n: number) =>
    did == null
      ? Promise.resolve()
      : tx
          .updateTable('discussion')
          .set((eb) => ({ comment_num: eb('comment_num', '+', n) }))
          .where('id', '=', did)
          .execute()
          .then(() => undefined);

  const urlOf = (s: Source) => (s.kind === 'discussion' ? s.url : `/contest/${s.cid}/comment`);
  /** Whose admins delete others' comments there (canDeleteComment): the contest's, the group's, or the site's. */
  const placeOf = (s: Source) =>
    s.kind === 'contest'
      ? { contestAdmin: s.contestAdmin }
      : s.groupAdmin === null
        ? null
        : { groupAdmin: s.groupAdmin };
  const sourceRef = (s: Source) => ({
    sourceId: s.kind === 'discussion' ? s.did : s.cid,
    sourceType: s.kind === 'discussion' ? ('Discussion' as const) : ('Contest' as const),
    sourceTitle: s.title,
    url: urlOf(s),
  });

  async function repliesOf(commentIds: number[]) {
    if (!commentIds.length) return { rows: [], totals: new Map<number, number>() };
    const [rows, totals] = await Promise.all([
      db
        .selectFrom('reply')
        .selectAll()
        .where('comment_id', 'in', commentIds)
        .orderBy('gmt_create', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      db
        .selectFrom('reply')
        .select(['comment_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('comment_id', 'in', commentIds)
        .groupBy('comment_id')
        .execute(),
    ]);
    return { rows, totals: new Map(totals.map((t) => [Number(t.comment_id), Number(t.n)])) };
  }

  return {
    /** A page of comments, newest first, each with its newest three replies; the caller's likes. */
    async list(actor: Actor | null, q: { did?: number; cid?: number; currentPage?: number; limit?: number }) {
      const src = await sourceOf(actor, q);
      const { currentPage, limit, offset } = pageOf(q, 'comments');
      let qb = db.selectFrom('comment').where('status', '=', 0);
      qb = src.kind === 'discussion' ? qb.where('did', '=', src.did) : qb.where('cid', '=', src.cid);
      if (src.kind === 'contest' && src.running && !src.contestAdmin) {
        // During a contest a participant sees their own comments and those of the contest's admins
        // (site.md §6): roots, the owner and, in a group's contest, the group's roots.
        const admins = await contestAdminUids(base, { uid: src.ownerUid ?? '', gid: src.gid });
        qb = qb.where('from_uid', 'in', [actor?.uid ?? '', ...admins]);
      }
      const { rows, total } = await readPage(
        qb,
        (b) => b.selectAll().orderBy('gmt_create', 'desc').orderBy('id', 'desc'),
        { limit, offset },
      );
      const ids = rows.map((c) => Number(c.id));
      const [{ rows: replies, totals }, likes] = await Promise.all([
        repliesOf(ids),
        actor && ids.length
          ? db
              .selectFrom('comment_like')
              .select('comment_id')
              .where('comment_id', 'in', ids)
              .where('uid', '=', actor.uid)
              .execute()
          : Promise.resolve([]),
      ]);
      const authors = await authorsOf(base, [
        ...rows.map((c) => c.from_uid),
        ...replies.flatMap((r) => [r.from_uid, r.to_uid]),
      ]);
      const liked = new Set(likes.map((l) => Number(l.comment_id)));
      return {
        commentList: pageResult(
          rows.map((c) =>
            presentComment(
              c,
              authors,
              replies.filter((r) => Number(r.comment_id) === Number(c.id)).slice(0, REPLIES_SHOWN),
              totals.get(Number(c.id)) ?? 0,
            ),
          ),
          total,
          limit,
          currentPage,
        ),
        commentLikeMap: Object.fromEntries(ids.map((id) => [String(id), liked.has(id)])),
      };
    },

    async add(actor: Actor, body: { content?: string | null; did?: number | null; cid?: number | null }) {
      if (!canComment(actor)) throw forbidden('No_Permission_Comment');
      const text = content(actor, body.content);
      const src = await sourceOf(actor, body);
      // The AC threshold keeps newcomers out of the public discussions; a contest's clarifications
      // are for its contestants, whatever they solved before (HOJ checks it outside contests only).
      if (src.kind !== 'contest') await posting.checkComment(actor);
      const now = cols.time();
      const row = await db.transaction().execute(async (tx) => {
        const c = await tx
          .insertInto('comment')
          .values({
            did: src.kind === 'discussion' ? src.did : null,
            cid: src.kind === 'contest' ? src.cid : null,
            content: text,
            from_uid: actor.uid,
            gmt_create: now,
            gmt_modified: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (src.kind === 'discussion') {
          await countOn(tx, src.did, 1);
          await remind(tx, {
            action: 'Discuss',
            senderId: actor.uid,
            recipientId: src.uid,
            ...sourceRef(src),
            sourceContent: text,
            quoteId: Number(c.id),
            quoteType: 'Comment',
          });
        }
        return c;
      });
      // A clarification: the contest's admins' tabs refetch (a notice without the text).
      if (src.kind === 'contest') ctx.contestBoard.admin.notify(src.cid, 'clarification');
      return presentComment(row, await authorsOf(base, [actor.uid]), [], 0);
    },

    async remove(actor: Actor, id: number) {
      const c = await findComment(id);
      const src = await sourceOfComment(actor, c);
      if (!canDeleteComment(actor, { fromUid: c.from_uid }, placeOf(src))) throw forbidden();
      await db.transaction().execute(async (tx) => {
        const replies = await tx.deleteFrom('reply').where('comment_id', '=', id).executeTakeFirst();
        await tx.deleteFrom('comment_like').where('comment_id', '=', id).execute();
        await tx.deleteFrom('comment').where('id', '=', id).execute();
        await countOn(tx, c.did, -(1 + Number(replies.numDeletedRows)));
      });
    },

    /** Like a comment once or take it back (`commentId` is HOJ's `cid` parameter); tells the author (Like_Discuss). */
    async like(actor: Actor, commentId: number, toLike: boolean) {
      const c = await findComment(commentId);
      const src = await sourceOfComment(actor, c);
      await db.transaction().execute(async (tx) => {
        if (toLike) {
          const r = await tx
            .insertInto('comment_like')
            .values({ comment_id: commentId, uid: actor.uid, gmt_create: cols.time() })
            .onConflict((oc) => oc.columns(['comment_id', 'uid']).doNothing())
            .executeTakeFirst();
          if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) throw badRequest('Comment_Already_Liked');
          await tx
            .updateTable('comment')
            .set((eb) => ({ like_num: eb('like_num', '+', 1) }))
            .where('id', '=', commentId)
            .execute();
          await remind(tx, {
            action: 'Like_Discuss',
            senderId: actor.uid,
            recipientId: c.from_uid,
            ...sourceRef(src),
            sourceContent: c.content,
            quoteId: commentId,
            quoteType: 'Comment',
            quoteContent: c.content,
          });
        } else {
          const r = await tx
            .deleteFrom('comment_like')
            .where('comment_id', '=', commentId)
            .where('uid', '=', actor.uid)
            .executeTakeFirst();
          if (Number(r.numDeletedRows) === 0) throw badRequest('Comment_Not_Liked');
          await tx
            .updateTable('comment')
            .set((eb) => ({ like_num: eb('like_num', '-', 1) }))
            .where('id', '=', commentId)
            .execute();
        }
      });
    },

    /** Every reply of a comment, newest first. */
    async replies(actor: Actor | null, commentId: number) {
      const c = await findComment(commentId);
      await sourceOfComment(actor, c);
      const { rows } = await repliesOf([commentId]);
      const authors = await authorsOf(
        base,
        rows.flatMap((r) => [r.from_uid, r.to_uid]),
      );
      return rows.map((r) => presentReply(r, authors));
    },

    /** A reply to a comment, or to one of its replies (quoteType Reply): the quoted author is told (Reply). */
    async addReply(actor: Actor, dto: ReplyDto) {
      if (!canReply(actor)) throw forbidden('No_Permission_Comment');
      const text = content(actor, dto.reply.content);
      if (dto.reply.commentId == null) throw badRequest('Comment_Not_Exist');
      const c = await findComment(Number(dto.reply.commentId));
      const src = await sourceOfComment(actor, c);
      if (src.kind === 'contest') {
        // The same admins the contest's other rules name: roots, the owner, a group contest's managers.
        const admins = await contestAdminUids(base, { uid: src.ownerUid ?? '', gid: src.gid });
        const target = { fromUid: c.from_uid, fromContestAdmin: admins.has(c.from_uid) };
        if (!canReplyInContest(actor, target, src)) throw forbidden('Comment_Reply_Not_Allowed');
      }
      let toUid = c.from_uid;
      let quote = c.content;
      if (dto.quoteType === 'Reply' && dto.quoteId != null) {
        const q = await db
          .selectFrom('reply')
          .selectAll()
          .where('id', '=', Number(dto.quoteId))
          .executeTakeFirst();
        if (!q || Number(q.comment_id) !== Number(c.id)) throw notFound('Reply_Not_Exist');
        toUid = q.from_uid;
        quote = q.content;
      }
      if (c.cid == null) await posting.checkComment(actor); // as for comments: not in a contest
      const now = cols.time();
      const row = await db.transaction().execute(async (tx) => {
        const r = await tx
          .insertInto('reply')
          .values({
            comment_id: Number(c.id),
            from_uid: actor.uid,
            to_uid: toUid,
            content: text,
            gmt_create: now,
            gmt_modified: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await countOn(tx, c.did, 1);
        await remind(tx, {
          action: 'Reply',
          senderId: actor.uid,
          recipientId: toUid,
          ...sourceRef(src),
          sourceContent: text,
          quoteId: dto.quoteType === 'Reply' && dto.quoteId != null ? Number(dto.quoteId) : Number(c.id),
          quoteType: dto.quoteType === 'Reply' ? 'Reply' : 'Comment',
          quoteContent: quote,
        });
        return r;
      });
      if (src.kind === 'contest') ctx.contestBoard.admin.notify(src.cid, 'clarification');
      return presentReply(row, await authorsOf(base, [actor.uid, toUid]));
    },

    async removeReply(actor: Actor, id: number | null | undefined) {
      if (id == null) throw notFound('Reply_Not_Exist');
      const r = await db.selectFrom('reply').selectAll().where('id', '=', id).executeTakeFirst();
      if (!r) throw notFound('Reply_Not_Exist');
      const c = await findComment(Number(r.comment_id));
      const src = await sourceOfComment(actor, c);
      if (!canDeleteComment(actor, { fromUid: r.from_uid }, placeOf(src))) throw forbidden();
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('reply').where('id', '=', id).execute();
        await countOn(tx, c.did, -1);
      });
    },
  };
}
