import { configureZodForBrowsers } from './lib/browser-zod';

// The first module of every browser entry (the shell's, a remote's standalone app): zod decides
// whether to compile a schema when the schema is created, so this runs before any schema exists.
configureZodForBrowsers();
