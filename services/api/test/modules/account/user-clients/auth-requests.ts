/** Requests and a password the register, login and rate-limit tests share. */
import type { FastifyInstance } from 'fastify';

export const GOOD = 'Str0ng!pass';
export const register = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/client/user-clients/register', payload: body });
export const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/client/user-clients/login', payload: { email, password } });
