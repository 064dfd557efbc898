import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, endpoints, PROFILE_IMAGE_MAX_BYTES } from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { detectImageType } from '../../../lib/image-type.ts';
import { ImageDecodeError, reencodeProfileImage } from '../../../lib/profile-image.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import { security, tags } from './shared.ts';

/** POST /me/profile-image (multipart) and GET /profile-images/:name. */
const profileImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.repositories;

  await endpointRoute(
    app,
    endpoints.account.uploadProfileImage,
    {
      preValidation: app.requireUser,
      // Uploads per user (PROFILE_IMAGE_UPLOADS_PER_HOUR), in the rate-limit store (Redis with REDIS_URL).
      preHandler: app.keyedLimit({
        name: 'profile-image:user',
        max: app.config.PROFILE_IMAGE_UPLOADS_PER_HOUR,
        windowMs: 60 * 60_000,
        key: (request) => (request.user ? String(request.user.id) : undefined),
      }),
      tags,
      security,
      summary:
        'Upload the profile image (multipart field `file`; PNG, JPEG, GIF or WebP by content; at most 5 MB). Stored re-encoded: WebP, at most 512 px, without EXIF/GPS; the previous image is deleted',
      multipart: true,
      errors: { 413: apiErrorSchema, 415: apiErrorSchema, ...accountErrors },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE');
      const tooLarge = () => appError('PROFILE_IMAGE_TOO_LARGE');
      let data: Buffer | undefined;
      try {
        const file = await request.file({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 } });
        if (!file) throw appError('VALIDATION_FAILED');
        data = await file.toBuffer();
        if (file.file.truncated) throw tooLarge();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      const notImage = () => appError('UNSUPPORTED_MEDIA_TYPE');
      if (!detectImageType(data)) throw notImage();
      // Never store the uploaded bytes: decode and write a fresh, bounded image without metadata.
      let image: Awaited<ReturnType<typeof reencodeProfileImage>>;
      try {
        image = await reencodeProfileImage(data);
      } catch (error) {
        if (error instanceof ImageDecodeError) throw notImage();
        throw error;
      }
      const name = `${randomUUID()}.${image.ext}`;
      await app.storage.put(`profile-images/${name}`, image.data);
      const profileImage = `/client/user-clients/profile-images/${name}`;
      const previous = user.profileImage?.match(/\/profile-images\/([\w-]+\.[a-z]+)$/)?.[1];
      await accounts.update(user.id, { profileImage }, app.clock.now());
      if (previous) await app.storage.delete(`profile-images/${previous}`).catch(() => undefined);
      return { profileImage };
    },
  );

  app.get(
    '/profile-images/:name',
    {
      schema: {
        tags,
        summary: 'A stored profile image',
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/) }),
      },
    },
    async (request, reply) => {
      const data = await app.storage.get(`profile-images/${request.params.name}`);
      if (!data) throw appError('NOT_FOUND');
      const type = detectImageType(data);
      return reply
        .type(type?.mime ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};

export default profileImageRoutes;
