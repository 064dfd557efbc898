// The operations domain (health, the shell's remote registry, web vitals): its public face for
// app.ts and the operator CLI (src/modules/<domain>/index.ts only; test/module-boundaries.test.ts checks it).
export { default as healthRoutes } from './health/routes.ts';
export { default as remoteRegistryRoutes } from './remote-registry/routes.ts';
export { remoteRegistryRepository } from './remote-registry/repository.ts';
export { default as webVitalsRoutes } from './web-vitals/routes.ts';
