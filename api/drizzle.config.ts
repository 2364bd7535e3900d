import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from src/db/schema.ts; the server applies them itself.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
