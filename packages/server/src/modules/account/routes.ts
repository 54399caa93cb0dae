// Account calls (issue 3): register, login/logout, tokens, captcha and puzzle, reset, password and e-mail changes.
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeOptions, zodApp, commandRoutes } from '../../lib/route.js';
import { ok, okAfter, responses } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import { BACK_OFFICE, permissionsOf } from '../../lib/auth/roles.js';
import { accountService, type ClientInfo } from './service.js';
import { userInfoVO } from '../user/presenter.js';
import {
  applyResetBody,
  authInfoSchema,
  captchaQuery,
  captchaSchema,
  changeAccountSchema,
  changeEmailBody,
  changePasswordBody,
  checkBody,
  checkResultSchema,
  codeSentSchema,
  emailQuery,
  loginBody,
  registerBody,
  resetBody,
  slideQuery,
  slideSchema,
  userInfoSchema,
} from './schema.js';

/** Who is calling. No Host header here: nothing mailed may be built from one (see applyResetPassword). */
export function clientInfo(req: FastifyRequest): ClientInfo {
  return {
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    lang: req.lang,
  };
}

export async function accountRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const accounts = accountService(fastify.ctx);
  const tags = ['account'];
  const route = routeOptions(tags);

  const command = commandRoutes(app, route);

  app.get(
    '/api/get-register-code',
    route('anon', 'Send a 6-digit registration code (valid 10 min, resend after 60 s)', codeSentSchema, {
      querystring: emailQuery,
    }),
    async (req) =>
      ok(await accounts.getRegisterCode(req.query.email, clientInfo(req)), req.t('Register_Send_Email_Msg')),
  );

  command.post(
    '/api/register',
    'anon',
    'Register with the e-mail code',
    { body: registerBody },
    'Thanks_for_registering',
    (_, { body }) => accounts.register(body),
  );

  app.post(
    '/api/check-username-or-email',
    route('anon', 'Whether a username / e-mail is already taken', checkResultSchema, { body: checkBody }),
    async (req) => ok(await accounts.checkUsernameOrEmail(req.body)),
  );

  for (const admin of [false, true]) {
    app.post(
      admin ? '/api/admin/login' : '/api/login',
      {
        schema: {
          tags: admin ? ['admin'] : tags,
          summary: admin
            ? 'Back-office login (root, admin, problem admin); token in the Authorization response header'
            : 'Login; token in the Authorization response header. After 5 failures for this username from this address a solved slide puzzle (captchaKey + slideX) is required; 20 failures lock it for 30 min',
          body: loginBody,
          response: responses(userInfoSchema),
        },
        config: { auth: 'anon' },
      },
      async (req, reply) => {
        const { token, user } = await accounts.login(req.body, clientInfo(req), { adminOnly: admin });
        reply.header('Authorization', token);
        return ok(userInfoVO(user), req.t(admin ? 'Admin_Login_Success' : 'Welcome_Back'));
      },
    );

    app.get(
      admin ? '/api/admin/logout' : '/api/logout',
      {
        schema: {
          tags: admin ? ['admin'] : tags,
          summary: 'Logout: revokes every token of the user',
          response: responses(z.null()),
        },
        config: { auth: admin ? BACK_OFFICE : 'login' },
      },
      async (req) => okAfter(req, 'Log_Out_Successfully', fastify.ctx.auth.revokeAll(currentUser(req).uid)),
    );
  }

  app.get(
    '/api/get-user-auth-info',
    route('login', 'Role names and permissions of the signed-in user', authInfoSchema),
    async (req) => {
      const u = currentUser(req);
      return ok({ roles: [u.roleName], permissions: permissionsOf(u.roleId) });
    },
  );

  app.get(
    '/api/captcha',
    route(
      'anon',
      'SVG captcha (arithmetic by default, `type=char` for characters); single use, case-insensitive, 30 min; 60 per minute per address',
      captchaSchema,
      { querystring: captchaQuery },
      { rateLimit: { max: 60, timeWindow: 60_000 } },
    ),
    async (req) => ok(await accounts.captcha(req.query.type)),
  );

  app.get(
    '/api/get-slide-captcha',
    route(
      'anon',
      'Slide puzzle for the login after 5 failures (valid 2 min, single use, ±3 px); 30 per minute per address',
      slideSchema,
      { querystring: slideQuery },
      { rateLimit: { max: 30, timeWindow: 60_000 } },
    ),
    async () => ok(await accounts.slidePuzzle()),
  );

  app.post(
    '/api/apply-reset-password',
    route('anon', 'Mail a reset link (valid 10 min; resend after 90 s); needs a solved captcha', z.null(), {
      body: applyResetBody,
    }),
    async (req) => okAfter(req, 'Reset_Email_Sent', accounts.applyResetPassword(req.body, clientInfo(req))),
  );

  command.post(
    '/api/reset-password',
    'anon',
    'Set a new password with the code of the reset link; revokes every token',
    { body: resetBody },
    'Your_password_has_been_reset',
    (_, { body }) => accounts.resetPassword(body),
  );

  app.post(
    '/api/change-password',
    route(
      'login',
      'Change the password (5 wrong old passwords lock it for 30 min); revokes every token',
      changeAccountSchema,
      { body: changePasswordBody },
    ),
    async (req) => {
      await accounts.changePassword(currentUser(req).uid, req.body);
      const msg = req.t('Change_Password_Success');
      return ok({ code: 200, msg, userInfo: null }, msg);
    },
  );

  app.get(
    '/api/get-change-email-code',
    route('login', 'Send a code to the new e-mail (valid 10 min, resend after 30 s)', codeSentSchema, {
      querystring: emailQuery,
    }),
    async (req) =>
      ok(
        await accounts.getChangeEmailCode(currentUser(req).uid, req.query.email, clientInfo(req)),
        req.t('Register_Send_Email_Msg'),
      ),
  );

  app.post(
    '/api/change-email',
    route(
      'login',
      'Change the e-mail with the password and the code (5 failures lock it for 30 min)',
      changeAccountSchema,
      { body: changeEmailBody },
    ),
    async (req) => {
      const row = await accounts.changeEmail(currentUser(req).uid, req.body);
      const msg = req.t('Change_Email_Success');
      return ok({ code: 200, msg, userInfo: userInfoVO(row) }, msg);
    },
  );

  app.get(
    '/api/get-verify-email-code',
    route(
      'login',
      "Send a code to the user's own e-mail to confirm a risky action (resend after 60 s)",
      codeSentSchema,
      { querystring: emailQuery },
    ),
    async (req) =>
      ok(
        await accounts.getVerifyEmailCode(currentUser(req).uid, req.query.email, clientInfo(req)),
        req.t('Register_Send_Email_Msg'),
      ),
  );
}
