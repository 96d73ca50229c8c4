import type { FastifyInstance } from 'fastify';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { signUpRoutes } from './sign-up-routes.ts';

/** Accounts: sign-in, sign-up and password reset, one file per flow. */
export async function authRoutes(app: FastifyInstance) {
  await app.register(signInRoutes);
  await app.register(signUpRoutes);
  await app.register(passwordResetRoutes);
}
