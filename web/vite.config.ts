import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The local runtime mounts this config in middleware mode on the API's own server, so /api needs no proxy.
export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      '@shared': fromHere('../shared'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The weight script follows it from the entry to each public page's chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries every screen needs get chunks of their own, so a release that changes only app code leaves
        // them cached. Mantine and zod are left to per-screen splitting: the public pages load zod's mini build and
        // only signed-in screens the whole of it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            // Whatever the entry needs anyway travels in one chunk instead of a dozen small shared ones, which gzip
            // worse and cost a request each on a first visit.
            { name: 'app', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
