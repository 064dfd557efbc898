/** The signed-in user's profile and KYC prefill (bearer). */
import type { FastifyInstance } from 'fastify';
import { requireUser } from './callers.js';
import type { SandboxDeps } from './sandbox-deps.js';

export function registerProfileRoutes(app: FastifyInstance, { state, oauth }: SandboxDeps) {
  app.get('/api/v1/me', async (req, reply) => {
    const u = await requireUser(oauth, state, req, reply);
    return {
      id: u.id,
      email: u.email,
      // OpenID Connect's claim: whether the exchange confirmed the user owns this address
      email_verified: u.emailVerified,
      firstName: u.firstName,
      lastName: u.lastName,
      kycStatus: u.kycStatus,
      walletAddress: u.walletAddress,
    };
  });

  app.get('/kyc-api/v1/next/kyc/prefill-data', async (req, reply) => {
    const u = await requireUser(oauth, state, req, reply);
    return {
      data: {
        exchangeUserId: u.id,
        email: u.email,
        kycStatus: u.kycStatus,
        firstName: u.firstName,
        lastName: u.lastName,
        phone: u.phone,
        address: u.address,
        province: u.province,
        postcode: u.postcode,
        walletAddress: u.walletAddress,
      },
    };
  });
}
