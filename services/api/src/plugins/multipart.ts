import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { HACKATHON_DOCUMENT_MAX_BYTES, HACKATHON_DOCUMENTS_MAX } from '@academy/contracts';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: HACKATHON_DOCUMENT_MAX_BYTES, files: HACKATHON_DOCUMENTS_MAX, fields: 100 },
    });
  },
  { name: 'multipart' },
);
