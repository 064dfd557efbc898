import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations into src/db/migrations (committed);
// the app applies them at start-up (src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
