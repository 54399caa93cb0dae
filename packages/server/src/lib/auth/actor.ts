// The one place that turns the signed-in user of a request into the Actor the shared policies
// (@judge/shared/policies) take; every module builds its actor here.
import type { FastifyRequest } from 'fastify';
import type { Actor } from '@judge/shared';
import { currentUser, type AuthUser } from './index.js';

export function actorOf(u: AuthUser): Actor;
export function actorOf(u: AuthUser | null): Actor | null;
export function actorOf(u: AuthUser | null): Actor | null {
  return u ? { uid: u.uid, username: u.username, role: u.roleId, status: u.row.status } : null;
}

/** The request's actor (null when anonymous). */
export const actorOfRequest = (req: FastifyRequest): Actor | null => actorOf(req.user);

/** The signed-in caller's actor: 401 (currentUser) when the request has no user. */
export const signedInActor = (req: FastifyRequest): Actor => actorOf(currentUser(req));
