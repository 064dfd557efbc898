// The events domain's public face: what app.ts, the plugins, the operator CLI and other domains
// may import (src/modules/<domain>/index.ts only; test/module-boundaries.test.ts checks it).
export { default as eventRoutes } from './academy-events/routes.ts';
export { eventsRepository } from './academy-events/repository.ts';
export { default as teamHackathonRoutes } from './team-hackathons/routes.ts';
export { hackathonRepository } from './team-hackathons/repository.ts';
export { hackathonInvitationsRepository } from './team-hackathons/invitations-repository.ts';
