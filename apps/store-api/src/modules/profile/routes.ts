import type { Hono } from 'hono';
import { changePassword, changeProfile, readProfile } from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import { loginPolicy } from '../../platform/rateLimit/backoff';
import { clientIp, consumeAttempt, resetAttempts } from '../../platform/rateLimit/limiter';
import * as profile from './service';

/** The own profile (issue 11; account-area.md §2 Profile): contact data and password. */
export function registerProfileRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, readProfile, ({ actor }) => profile.readProfile(db, actor));

  route(app, changeProfile, ({ actor, body }) => profile.changeProfile(db, actor, present(body, 'body')));

  route(app, changePassword, async ({ actor, body, context, c }) => {
    // Like login: guessing the current password through this route is slowed down the same way.
    const limiterKey = `${actor.id}-${clientIp(c)}`;
    await consumeAttempt(db, 'change-password', limiterKey, loginPolicy);
    await profile.changePassword(db, actor, present(body, 'body'), context.token);
    await resetAttempts(db, 'change-password', limiterKey);
    return { success: true as const, apiAlias: 'array_struct' as const };
  });
}
