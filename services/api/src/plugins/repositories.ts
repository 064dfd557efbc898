import fp from 'fastify-plugin';
import { categoriesRepository } from '../repositories/categories.ts';
import { blogsRepository } from '../repositories/blogs.ts';
import { contentDocsRepository } from '../repositories/content-docs.ts';
import { glossariesRepository } from '../repositories/glossaries.ts';
import { pointsRepository } from '../repositories/points.ts';
import { sessionsRepository } from '../repositories/sessions.ts';
import { usersRepository } from '../repositories/users.ts';

function createRepositories(db: Parameters<typeof usersRepository>[0]) {
  return {
    categories: categoriesRepository(db),
    blogs: blogsRepository(db),
    contentDocs: contentDocsRepository(db),
    glossaries: glossariesRepository(db),
    points: pointsRepository(db),
    sessions: sessionsRepository(db),
    users: usersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async (app) => {
    app.decorate('repositories', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
