import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import app from './config/app.json' with { type: 'json' };
import { landingSizePlugin } from './scripts/vite/landingSizePlugin.ts';
import { noscriptPlugin } from './scripts/vite/noscriptPlugin.ts';

export default defineConfig({
  base: `${app.basePath}/`,
  publicDir: 'config/public',
  plugins: [
    react(),
    noscriptPlugin(app.languages),
    landingSizePlugin({ screen: 'landing', language: app.defaultLanguage }),
  ],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  build: { manifest: true, sourcemap: true },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
