// The content domain's public face: what app.ts, the plugins, the importer and other domains may
// import (src/modules/<domain>/index.ts only; test/module-boundaries.test.ts checks it).
export { default as blogRoutes } from './blogs/routes.ts';
export { blogsRepository } from './blogs/repository.ts';
export { categoryNameIn } from './blogs/blog-cards.ts';
export { default as categoryRoutes } from './categories/routes.ts';
export { categoriesRepository } from './categories/repository.ts';
export { default as glossaryRoutes } from './glossaries/routes.ts';
export { glossariesRepository } from './glossaries/repository.ts';
export { default as contentRoutes } from './pages/routes.ts';
export { contentDocsRepository } from './pages/repository.ts';
