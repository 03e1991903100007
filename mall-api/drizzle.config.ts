import { defineConfig } from 'drizzle-kit';

/** Generation only needs the schema; the app runs migrations itself on PGlite or PostgreSQL. */
export const config = defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});

export default config;
